import { App, Button, Card, Col, Form, Row, Typography } from 'antd';
import { LinkOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { MESSAGES, RELATIONSHIP_TYPES, type RelationshipType } from '#common';
import { childQueries, useLinkChild } from '../../api/children';
import type { ApiBody, ApiData } from '../../api/types';
import { FormSelect } from '../forms/FormSelect';
import { requiredValueRule } from '../forms/rules';
import { filterByLabel } from '../forms/search';
import { submitForm } from '../forms/submit';
import { QueryError } from '../list/QueryError';
import { T } from '../locale';
import { fullName } from '../user-name';
import { CHILD_LINKS_T } from './locale';
import styles from './children.module.css';

/** A student the parent may still be linked to (GET /api/children/{parentId}/available). */
type AvailableStudent = ApiData<'/api/children/{parentId}/available', 'get'>['students'][number];

export interface LinkValues {
  studentId?: string;
  relationshipType: RelationshipType;
}

const RELATIONSHIP_OPTIONS = Object.entries(RELATIONSHIP_TYPES).map(([value, label]) => ({ value, label }));

/** The body of a link; the spec sends every link as not the primary one. */
export function toLinkBody(values: LinkValues): ApiBody<'/api/children/{parentId}/add', 'post'> {
  return { studentId: values.studentId!, relationshipType: values.relationshipType, isPrimary: false };
}

/** What tells two students of the same name apart in the list: the ID, the level and the complex. */
const studentDetail = (student: AvailableStudent) => [student.id, student.school_level, student.school_name].filter(Boolean).join(T.listSeparator);

/**
 * Links a student to the parent. Only students of the available list can be chosen: the API refuses any other
 * (spec 03: adding a child requires a chosen student), so there is no free-typed ID.
 */
export function LinkChildForm({ parentId }: { parentId: string }) {
  const [form] = Form.useForm<LinkValues>();
  const { message } = App.useApp();
  const available = useQuery(childQueries.available(parentId));
  const link = useLinkChild();
  // Said in the field itself, rather than in a list the person would have to open to find empty.
  const nothingToLink = available.isSuccess && available.data.length === 0;

  const onFinish = async (values: LinkValues) => {
    const outcome = await submitForm(() => link.mutateAsync({ parentId, body: toLinkBody(values) }), {
      form,
      fallback: CHILD_LINKS_T.linkFailed,
      feedback: message,
    });
    if (!outcome.ok) return;
    // The spec says the server's sentence when it sends one, so the success text is only known here. A parent's
    // request that waits for the child's complex is news, not yet a success.
    if (outcome.data.status === 'pending') void message.info(outcome.data.message || MESSAGES.children.linkPending);
    else void message.success(outcome.data.message || MESSAGES.children.linked);
    form.resetFields();
  };

  return (
    <Card size="small" title={CHILD_LINKS_T.linkTitle}>
      {available.isError ? (
        <QueryError error={available.error} fallback={CHILD_LINKS_T.studentsLoadFailed} onRetry={() => void available.refetch()} />
      ) : (
        // antd's own Form, not ProForm: /children opens with this form, and pro-components would add some 60 KB to
        // what a parent's phone loads before the page (issue 26).
        <Form<LinkValues> form={form} name="link-child" layout="vertical" initialValues={{ relationshipType: 'parent' }} onFinish={onFinish}>
          {/* One row on a wide screen, the button level with the fields; stacked on a phone. */}
          <Row gutter={12} align="bottom">
            <Col xs={24} md={12}>
              <Form.Item name="studentId" label={T.student} rules={[requiredValueRule]}>
                <FormSelect
                  showSearch
                  filterOption={filterByLabel}
                  loading={available.isPending}
                  disabled={nothingToLink}
                  placeholder={nothingToLink ? CHILD_LINKS_T.noAvailableStudents : CHILD_LINKS_T.chooseStudent}
                  options={(available.data ?? []).map((student) => ({ value: student.id, label: fullName(student), detail: studentDetail(student) }))}
                  optionRender={(option) => (
                    <>
                      {option.label}
                      <Typography.Text type="secondary" className={styles.optionDetail}>
                        {option.data.detail}
                      </Typography.Text>
                    </>
                  )}
                />
              </Form.Item>
            </Col>
            <Col xs={24} md={7}>
              <Form.Item name="relationshipType" label={CHILD_LINKS_T.relationshipType}>
                <FormSelect options={RELATIONSHIP_OPTIONS} />
              </Form.Item>
            </Col>
            <Col xs={24} md={5}>
              <Form.Item>
                <Button type="primary" htmlType="submit" icon={<LinkOutlined />} loading={link.isPending} disabled={nothingToLink} block>
                  {CHILD_LINKS_T.link}
                </Button>
              </Form.Item>
            </Col>
          </Row>
        </Form>
      )}
    </Card>
  );
}
