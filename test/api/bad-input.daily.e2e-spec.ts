import { sweep } from './bad-input.js';

// The bad-input sweep of the operations of attendance, points, daily reports, the dashboard, the audit log and the database browser (test/api/bad-input.ts).
sweep('daily');
