import { ClassCoursesModal, type ClassCoursesModalProps } from '../../../shared/courses/ClassCoursesModal';

/**
 * The circle's courses, read only, as the teacher's card opens them: a module of this feature so the chunk the card
 * loads on first use starts under src/features/my-classes/, which the service worker precaches (vite-pwa.ts).
 */
export default function ClassCoursesDialog(props: Omit<ClassCoursesModalProps, 'readOnly'>) {
  return <ClassCoursesModal {...props} readOnly />;
}
