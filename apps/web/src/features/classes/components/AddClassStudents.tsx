import { Alert, App, Button, Form } from 'antd';
import { UserAddOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { MESSAGES } from '#common';
import { useAddClassStudents } from '../../../api/classes';
import { studentQueries } from '../../../api/students';
import { FormSelect } from '../../../shared/forms/FormSelect';
import { filterByLabel } from '../../../shared/forms/search';
import { submitForm } from '../../../shared/forms/submit';
import { T } from '../../../shared/locale';
import { fullName } from '../../../shared/user-name';
import { CLASSES_T } from '../locale';
import styles from '../classes.module.css';
import type { ClassItem } from '../types';

interface AddValues {
  student_ids?: string[];
}

/**
 * Several students of the circle's complex put in it at once (one request): the complex's students who are not in
 * it yet, each named with the circle they are in now (they move from it), as many as the free seats allow.
 */
export function AddClassStudents({ circle }: { circle: ClassItem }) {
  const [form] = Form.useForm<AddValues>();
  const { message } = App.useApp();
  const add = useAddClassStudents();
  const students = useQuery(studentQueries.list({ school_id: circle.school_id }));
  const chosen = Form.useWatch('student_ids', form) ?? [];
  const free = circle.max_students === null ? null : Math.max(0, circle.max_students - circle.student_count);

  const options = (students.data ?? [])
    .filter((student) => student.class_id !== circle.id)
    .map((student) => ({
      value: student.id,
      label: CLASSES_T.candidate(fullName(student), student.class_name, student.is_active),
    }));

  const onFinish = async ({ student_ids = [] }: AddValues) => {
    const outcome = await submitForm(() => add.mutateAsync({ id: circle.id, student_ids }), {
      form,
      fallback: CLASSES_T.addStudentsFailed,
      feedback: message,
    });
    if (!outcome.ok) return;
    // The server's sentence counts those who joined (those already there are left out).
    void message.success(outcome.data.message);
    form.resetFields();
  };

  if (free === 0) return <Alert type="info" showIcon message={MESSAGES.classes.classIsFull} className={styles.addStudents} />;

  return (
    <Form form={form} layout="vertical" name={`add-students-${circle.id}`} onFinish={onFinish} className={styles.addStudents}>
      <Form.Item
        name="student_ids"
        label={CLASSES_T.addStudents}
        extra={free === null ? CLASSES_T.seatsUnlimited : CLASSES_T.seatsLeft(free)}
        rules={[{ required: true, type: 'array', min: 1, message: MESSAGES.classes.noStudentsChosen }]}
      >
        <FormSelect
          mode="multiple"
          options={options}
          showSearch
          filterOption={filterByLabel}
          loading={students.isLoading}
          placeholder={CLASSES_T.chooseStudents}
          notFoundContent={students.isLoading ? T.loading : CLASSES_T.noCandidates}
          // No more than the free seats can be picked; the API counts them again inside its transaction.
          maxCount={free ?? undefined}
          allowClear
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" icon={<UserAddOutlined />} loading={add.isPending} disabled={chosen.length === 0}>
        {CLASSES_T.addChosen(chosen.length)}
      </Button>
    </Form>
  );
}
