import { Navigate } from 'react-router-dom';

/**
 * /my-students (spec 03's parent route): kept so old links and bookmarks still work, and sent on to /children, which
 * shows the same children with their whole follow-up (issue 25: one parent page, not two that repeat each other).
 */
export default function MyStudentsPage() {
  return <Navigate to="/children" replace />;
}
