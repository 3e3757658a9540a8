import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

export class FieldErrorDto {
  @ApiProperty({ example: 'phone' })
  path: string;

  @ApiProperty({ example: 'رقم الجوال يجب أن يكون 10 أرقام ويبدأ بـ 05' })
  msg: string;
}

/** The one error body of the API. */
export class ErrorResponseDto {
  @ApiProperty({ example: 'البيانات المدخلة غير صحيحة', description: 'An Arabic sentence for a person' })
  error: string;

  @ApiPropertyOptional({ type: [FieldErrorDto], description: 'Per-field messages, for bad input only' })
  details?: FieldErrorDto[];
}

/** An answer that only confirms, in Arabic. */
export class MessageResponseDto {
  @ApiProperty({ example: 'تمت العملية بنجاح' })
  message: string;
}
