// The studio page's calls for approvals, scheduled publishes and preview links (server/studio/workflow-api.ts).
import { call, type Kind } from './api.ts';
import type { ApprovalRequest, PreviewLink, Schedule } from '../server/studio/workflow.ts';

export type { ApprovalRequest, PreviewLink, Schedule };

/** Asks a publisher to publish the latest draft (or `version`) of a document. */
export const askApproval = (file: string, message: string, kind: Kind = 'screens', version?: number) =>
  call<{ approval: ApprovalRequest }>('ask', { file, message, kind, version });
/** Every approval request, newest first. */
export const loadApprovals = () => call<{ approvals: ApprovalRequest[] }>('approvals');
/** Approves (now, or at `at`: an ISO time) or declines a request; publishers only. */
export const decideApproval = (id: string, decision: 'approve' | 'decline', note: string, at?: string) =>
  call<{ approval: ApprovalRequest; schedule?: Schedule }>('decide', { id, decision, note, at });
/** Every scheduled publish, soonest first. */
export const loadSchedules = () => call<{ schedules: Schedule[] }>('schedules');
/** Publishes the latest version (or `version`) of a document at `at` (an ISO time); publishers only. */
export const schedulePublish = (file: string, at: string, kind: Kind = 'screens', version?: number) =>
  call<{ schedule: Schedule }>('schedule', { file, at, kind, version });
/** Cancels a scheduled publish that has not run. */
export const cancelSchedule = (id: string) => call<{ cancelled: string }>('unschedule', { id });
/** Makes a preview link to the latest version (a draft) of a document, working for `hours`. */
export const makeLink = (file: string, hours: number, kind: Kind = 'screens') =>
  call<{ url: string; link: PreviewLink }>('link', { file, hours, kind });
/** Every preview link made, newest first. */
export const loadLinks = () => call<{ links: PreviewLink[] }>('links');
/** Withdraws a preview link. */
export const revokeLink = (id: string) => call<{ revoked: string }>('revoke', { id });
