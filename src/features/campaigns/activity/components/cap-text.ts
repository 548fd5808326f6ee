import { CHANGE_LOG_CAP } from '@/features/campaigns/write/change-log/change-log-store';

export const CHANGE_LOG_CAP_TEXT = `Changes made from this browser, newest first. It keeps the newest ${CHANGE_LOG_CAP} change sets of each member, on this browser only; no credential is stored.`;
