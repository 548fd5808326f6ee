import { useState } from 'react';
import { useAppContext } from '@/router-context';
import { saveBlob } from '@/lib/save-file';
import { xmlStatsQuery, type XmlStatsParams } from './xml-queries';

type DownloadState = { status: 'idle' | 'busy' } | { status: 'error'; error: unknown };

/**
 * Asks the server for the CSV (the key travels in the request only, never in a
 * link or the address bar) and hands the file to the browser.
 */
export function useXmlDownload(params: XmlStatsParams | undefined) {
  const { api } = useAppContext();
  const [state, setState] = useState<DownloadState>({ status: 'idle' });
  async function download() {
    if (!params) return;
    setState({ status: 'busy' });
    try {
      const { blob, filename } = await api.publisher.download('/xml/stats', {
        query: { ...xmlStatsQuery(params), export: 'csv' },
      });
      saveBlob(
        blob,
        filename ?? `xml-stats_${params.tid}_${params.from}_${params.to}_${params.groupBy}.csv`,
      );
      setState({ status: 'idle' });
    } catch (error) {
      setState({ status: 'error', error });
    }
  }
  return { state, download, reset: () => setState({ status: 'idle' }) };
}
