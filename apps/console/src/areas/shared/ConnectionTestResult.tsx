import { Badge } from '@portcullis/ui';

/** What a "Test connection" answered: whether it connected, and the server's words. */
export interface ConnectionTestAnswer {
  IsSuccess: boolean;
  Message: string;
}

/** The live result of a connection test (sources, provision services), announced politely. */
export function ConnectionTestResult({ result }: { result: ConnectionTestAnswer | 'testing' | null }) {
  return (
    <div role="status" aria-live="polite" css={{ minHeight: 24 }}>
      {result === 'testing' && 'Testing the connection...'}
      {result && result !== 'testing' && (
        <p css={{ margin: 0, display: 'flex', gap: 8, alignItems: 'baseline' }}>
          <Badge tone={result.IsSuccess ? 'success' : 'danger'}>{result.IsSuccess ? 'Connected' : 'Failed'}</Badge>
          <span>{result.Message}</span>
        </p>
      )}
    </div>
  );
}
