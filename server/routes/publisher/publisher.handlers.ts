import type { Context } from 'hono';
import type { AppEnv } from '../../http/app-env';
import { HttpError, validationError } from '../../http/errors';
import { ParamReader } from '../../http/params';
import { ok } from '../../http/respond';
import type { PublisherRepository } from './publisher.repository';
import { readDateRange, readExport } from './report-query';

const positiveId = /^[1-9]\d{0,15}$/;

export function createPublisherHandlers(reports: PublisherRepository) {
  return {
    xmlStats(c: Context<AppEnv>) {
      const p = new ParamReader((n) => c.req.query(n));
      const rawTid = p.text('tid')?.trim();
      if (rawTid === undefined) p.fail('tid', 'tid is required');
      else if (!positiveId.test(rawTid)) p.fail('tid', 'tid must be a positive whole number');
      const range = readDateRange(p);
      const groupBy = p.oneOf('groupBy', ['day', 'geo', 'subid'] as const) ?? 'day';
      if (groupBy !== 'day') p.fail('groupBy', `groupBy=${groupBy} is not supported yet; use day`);
      readExport(p);
      if (!p.ok || !range || !rawTid) throw validationError(p.errors, 'Invalid report parameters');
      const tid = Number(rawTid);
      if (!reports.ownsTid(c.get('publisher').publisherId, tid)) {
        throw new HttpError(403, `tid ${tid} is not available to this API key`, {
          tid: ['Not one of your XML sources'],
        });
      }
      return ok(c, 'XML statistics', reports.xmlStatsByDay(tid, range.from, range.to));
    },

    searchReport(c: Context<AppEnv>) {
      const p = new ParamReader((n) => c.req.query(n));
      const rawSid = p.text('sid')?.trim();
      if (rawSid !== undefined && !positiveId.test(rawSid))
        p.fail('sid', 'sid must be a positive whole number');
      const range = readDateRange(p);
      readExport(p);
      if (!p.ok || !range) throw validationError(p.errors, 'Invalid report parameters');
      const publisher = c.get('publisher');
      const sid = rawSid === undefined ? undefined : Number(rawSid);
      if (sid !== undefined && !reports.ownsSid(publisher.publisherId, sid)) {
        throw new HttpError(403, `sid ${sid} is not available to this API key`, {
          sid: ['Not one of your Search feeds'],
        });
      }
      return ok(
        c,
        'Search report',
        reports.searchReport(publisher.publisherId, range.from, range.to, sid),
      );
    },
  };
}
