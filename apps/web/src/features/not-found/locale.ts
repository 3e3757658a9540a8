/** Texts of the not-found page. Sentences the API sends stay in libs/common's MESSAGES. */
export const NOT_FOUND_T = {
  notFoundText: 'عذرًا، الرابط الذي فتحته غير موجود أو نُقل إلى مكان آخر.',
} as const;
