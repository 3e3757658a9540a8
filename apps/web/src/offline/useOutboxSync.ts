import { useEffect } from 'react';
import { App } from 'antd';
import { useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { attendanceKeys } from '../api/attendance';
import { gradingKeys } from '../api/grading';
import { pointsKeys } from '../api/points';
import { studentKeys } from '../api/students';
import { notifyProblem } from './feedback';
import { outbox, type OutboxAnswer } from './outbox';

/** Reads again what the server's answers changed: the same keys the online mutations of each kind invalidate. */
function invalidateAfter(client: QueryClient, answers: OutboxAnswer[]): void {
  const kinds = new Set(answers.map((answer) => answer.entry.kind));
  const keys: QueryKey[] = [];
  if (kinds.has('attendance')) keys.push(attendanceKeys.students(), gradingKeys.all);
  if (kinds.has('points')) keys.push(pointsKeys.all, gradingKeys.all);
  if (kinds.has('grade')) keys.push(gradingKeys.all, studentKeys.all);
  keys.forEach((queryKey) => void client.invalidateQueries({ queryKey }));
  if (!kinds.has('attendance')) return;
  // A grid already draws the marks it submitted: read it again only for marks it did not draw (sent after a reload,
  // or from another page) and for marks the server did not take, so a day of forty taps does not read it forty times.
  const drawn = answers.every(
    ({ entry, outcome, submittedHere }) => entry.kind !== 'attendance' || (submittedHere && (outcome === 'applied' || outcome === 'duplicate')),
  );
  void client.invalidateQueries({ queryKey: attendanceKeys.grids(), refetchType: drawn ? 'none' : 'active' });
}

/**
 * The outbox's link to the signed-in app, mounted once by each layout: sends what an earlier visit left as soon as the
 * app opens, reads again what the answers changed, and tells the user of each write sent in the background (the
 * connection came back, "send now") that the server kept its own value for (stale) or refused.
 */
export function useOutboxSync(): void {
  const client = useQueryClient();
  const { notification } = App.useApp();
  useEffect(() => {
    void outbox.flush();
    return outbox.onAnswer((answers) => {
      invalidateAfter(client, answers);
      // A screen awaiting its own submit tells of those itself (useSubmitFeedback).
      answers.forEach(({ entry, submittedHere }) => {
        if (!submittedHere && (entry.state === 'stale' || entry.state === 'refused')) notifyProblem(notification, entry);
      });
    });
  }, [client, notification]);
}
