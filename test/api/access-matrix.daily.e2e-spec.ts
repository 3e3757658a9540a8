import { checkMatrix } from './access-matrix-sweep.js';

// The access matrix's rows of attendance, points, daily reports, the dashboard, the audit log and the database browser (test/api/access-matrix-sweep.ts).
checkMatrix('daily');
