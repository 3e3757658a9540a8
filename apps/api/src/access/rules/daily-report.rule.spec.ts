import { DailyReport } from '../../daily-reports/entities/daily-report.entity.js';
import { everyId, useSpecWorld } from './spec-world.js';

describe('daily report rules', () => {
  const w = useSpecWorld();
  const reports = { a: 0, b: 0 };
  beforeAll(async () => {
    for (const side of ['a', 'b'] as const) {
      reports[side] = (
        await w.ds.getRepository(DailyReport).insert({ school_id: w[side].school, report_date: '2026-09-06', report_notes: null, reporter_id: null })
      ).identifiers[0].id as number;
    }
  });

  it("the admin reaches every report; a manager and a supervisor their complex's, to read, change and delete", async () => {
    expect(await w.reach(w.admin, 'dailyReport', 'delete')).toEqual(await everyId(w, 'dailyReport'));
    for (const action of ['view', 'edit', 'delete'] as const) {
      expect(await w.reach(w.a.manager, 'dailyReport', action)).toEqual([reports.a]);
      expect(await w.reach(w.b.supervisor, 'dailyReport', action)).toEqual([reports.b]);
    }
    expect(await w.reach(w.unassigned, 'dailyReport', 'view')).toEqual([]);
  });

  it("teachers, parents and students reach none, not even their own complex's", async () => {
    for (const caller of [w.a.teacher, w.a.parent, w.a.student]) expect(await w.reach(caller, 'dailyReport', 'view')).toEqual([]);
  });
});
