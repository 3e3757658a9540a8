import { useState, type ReactNode } from 'react';
import { Empty, Flex, Input, Typography } from 'antd';
import { matchesSearchText, type FourNames } from '#common';
import { T } from '../locale';
import { fullName } from '../user-name';
import styles from './CircleStudentList.module.css';

/** What a row needs of a student: the four names, the ID (searched too) and the school level under the name. */
export interface ListedStudent extends FourNames {
  id: string;
  school_level: string | null;
}

/**
 * A circle's students with a search box (the same Arabic-normalised match as the API's searches: "احمد" finds
 * "أحمد", by name or ID) and, on each row, the name, the school level and the buttons `actions` gives.
 */
export function CircleStudentList<S extends ListedStudent>({
  students,
  searchLabel,
  noMatch,
  actions,
}: {
  students: readonly S[];
  searchLabel: string;
  noMatch: string;
  actions: (student: S) => ReactNode;
}) {
  const [search, setSearch] = useState('');
  const shown = students.filter((student) => matchesSearchText([fullName(student), student.id], search));
  return (
    <Flex vertical gap={12}>
      <Input.Search value={search} onChange={(event) => setSearch(event.target.value)} placeholder={searchLabel} aria-label={searchLabel} allowClear />
      {shown.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={noMatch} />
      ) : (
        <ul className={styles.list}>
          {shown.map((student) => (
            <li key={student.id} className={styles.row}>
              <span>
                <Typography.Text strong>{fullName(student)}</Typography.Text>
                <br />
                <Typography.Text type="secondary">{student.school_level ?? T.notSet}</Typography.Text>
              </span>
              <span className={styles.buttons}>{actions(student)}</span>
            </li>
          ))}
        </ul>
      )}
    </Flex>
  );
}
