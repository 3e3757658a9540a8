import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Route, Routes } from 'react-router-dom';
import type { MarkBody } from '../api/attendance';
import { OutboxButton } from '../app/layouts/OutboxButton';
import { session } from '../session/session';
import { useSignOutAndLeave } from '../session/useSignOutAndLeave';
import { expectShown } from '../test/forms';
import { jsonResponse, makeUser, mockFetch, renderScreen } from '../test/render';
import { networkDown, syncAnswer, syncOperations } from '../test/sync';
import { T } from '../shared/locale';
import { OUTBOX_T } from './locale';
import { outbox, useOutbox } from './outbox';

const TEACHER = makeUser({ id: '1218309217', role: 'teacher', user_type: 'teacher', school_id: 1 });
const mark = (student_id: string, is_present = true): MarkBody => ({
  semester_id: 2,
  class_id: 7,
  student_id,
  attendance_date: '2026-11-23',
  is_present,
});

/** The server answers POST /api/sync with `answer`, or the network is down while `online` is false. */
function serveSync(answer: (request: Request) => Promise<Response> = (request) => syncAnswer(request)) {
  const state = { online: true };
  const fetchMock = mockFetch((request) => {
    if (new URL(request.url).pathname !== '/api/sync') return jsonResponse({ permissions: {} });
    return state.online ? answer(request) : networkDown();
  });
  const syncCalls = () => fetchMock.mock.calls.filter(([request]) => new URL(request.url).pathname === '/api/sync');
  return { state, syncCalls };
}

beforeEach(() => session.signIn('token', TEACHER));
afterEach(() => {
  vi.unstubAllGlobals();
  session.clear();
});

describe('the outbox', () => {
  it('keeps a write made without a network as waiting, and sends it when flushed', async () => {
    const server = serveSync();
    server.state.online = false;
    const result = await outbox.submit('attendance', mark('1463087344'), { label: 'حضور أنس' });
    expect(result.outcome).toBe('waiting');
    expect(result.entry).toMatchObject({ kind: 'attendance', state: 'waiting', user_id: TEACHER.id, label: 'حضور أنس' });
    expect(result.entry.client_id).toMatch(/^[0-9a-f-]{36}$/);
    server.state.online = true;
    await outbox.flush();
    const operations = await syncOperations(server.syncCalls().at(-1)![0]);
    expect(operations).toEqual([{ client_id: result.entry.client_id, kind: 'attendance', recorded_at: result.entry.recorded_at, body: mark('1463087344') }]);
    renderScreen(<Count />);
    await expectShown('0/0');
  });

  it('sends many writes in one request and takes each outcome: applied goes, stale and refused stay with the server’s word', async () => {
    const server = serveSync((request) =>
      syncAnswer(request, (operation) =>
        operation.kind === 'attendance' && operation.body.student_id === '2'
          ? { outcome: 'stale', current: { is_present: false, notes: null, updated_at: '2026-11-23T10:00:00Z', marked_by: '1' } }
          : operation.kind === 'attendance' && operation.body.student_id === '3'
            ? { outcome: 'refused', status: 403, error: 'لا تملك صلاحية هذه الحلقة' }
            : {},
      ),
    );
    const results = await outbox.submitMany('attendance', [mark('1'), mark('2'), mark('3')], { label: (body) => `طالب ${body.student_id}` });
    expect(server.syncCalls()).toHaveLength(1);
    expect(results.map((result) => result.outcome)).toEqual(['applied', 'stale', 'refused']);
    renderScreen(<OutboxButton />);
    const button = await screen.findByRole('button', { name: OUTBOX_T.problemsCount(2) });
    fireEvent.click(button);
    await expectShown(OUTBOX_T.serverValue(T.absent), 'لا تملك صلاحية هذه الحلقة', 'طالب 2', 'طالب 3');
    expect(screen.queryByText('طالب 1')).toBeNull();
    const popup = document.querySelector('.ant-popover') as HTMLElement;
    for (const dismiss of within(popup).getAllByRole('button', { name: OUTBOX_T.dismiss })) fireEvent.click(dismiss);
    await waitFor(() => expect(screen.queryByRole('button', { name: OUTBOX_T.problemsCount(2) })).toBeNull());
  });

  it('shows the count of waiting writes in the top bar, hidden when there are none, and sends them on "send now"', async () => {
    const server = serveSync();
    server.state.online = false;
    renderScreen(<OutboxButton />);
    await outbox.submitMany('attendance', [mark('1'), mark('2'), mark('3')], { label: (body) => `طالب ${body.student_id}` });
    const button = await screen.findByRole('button', { name: '3 عمليات بانتظار الإرسال' });
    expect(within(button).getByText('3')).toBeTruthy();
    fireEvent.click(button);
    await expectShown('طالب 1', OUTBOX_T.state.waiting);
    server.state.online = true;
    fireEvent.click(screen.getByRole('button', { name: new RegExp(OUTBOX_T.sendNow) }));
    await waitFor(() => expect(screen.queryByRole('button', { name: /بانتظار الإرسال/ })).toBeNull());
  });

  it('sends only the last change of a cell still waiting', async () => {
    const server = serveSync();
    server.state.online = false;
    await outbox.submit('attendance', mark('1', true));
    await outbox.submit('attendance', mark('1', false));
    server.state.online = true;
    await outbox.flush();
    const operations = await syncOperations(server.syncCalls().at(-1)![0]);
    expect(operations.map((operation) => operation.body)).toEqual([mark('1', false)]);
  });

  it('keeps writes waiting when the server refuses the session, and never shows or sends another user’s', async () => {
    serveSync(() => Promise.resolve(jsonResponse({ error: 'انتهت الجلسة' }, 401)));
    const result = await outbox.submit('attendance', mark('1'));
    expect(result.outcome).toBe('waiting');
    // The session handling signed out; the same teacher signing in again finds the write waiting.
    expect(session.get().user).toBeNull();
    // The service worker's copy of the data is gone too.
    await waitFor(async () => expect(await caches.has('halaqat-api')).toBe(false));
    session.signIn('token', TEACHER);
    renderScreen(<Count />);
    await expectShown('1/0');
    // Someone else signs in on this phone: the first teacher's write is gone.
    session.signIn('token-2', makeUser({ id: '1765432108', role: 'teacher', user_type: 'teacher' }));
    await expectShown('0/0');
  });

  it('asks before signing out with writes waiting, then forgets them', async () => {
    const server = serveSync();
    server.state.online = false;
    await outbox.submit('attendance', mark('1'));
    await caches.open('halaqat-api');
    renderScreen(
      <Routes>
        <Route path="/" element={<SignOut />} />
        <Route path="/login" element={<p>صفحة الدخول</p>} />
      </Routes>,
    );
    await expectShown('1/0');
    fireEvent.click(screen.getByRole('button', { name: T.signOut }));
    await expectShown(OUTBOX_T.signOutTitle, OUTBOX_T.signOutContent(1));
    fireEvent.click(screen.getByRole('button', { name: OUTBOX_T.signOutAnyway }));
    await expectShown('صفحة الدخول');
    expect(session.get().user).toBeNull();
    // The service worker's copy of the data is gone too.
    await waitFor(async () => expect(await caches.has('halaqat-api')).toBe(false));
    session.signIn('token', TEACHER);
    renderScreen(<Count />);
    await expectShown('0/0');
  });
});

function Count() {
  const { waiting, problems } = useOutbox();
  return <p>{`${waiting}/${problems}`}</p>;
}

function SignOut() {
  const leave = useSignOutAndLeave();
  return (
    <>
      <Count />
      <button type="button" onClick={leave}>
        {T.signOut}
      </button>
    </>
  );
}
