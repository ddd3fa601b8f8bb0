/** Issue 28 request tracing (spec §2.9 tracing): who is traced, until when. */
export type TraceTargetType = 'User' | 'Application';

/** A trace session: 'Active' until its EndDate (or until ended early), then 'Ended'. */
export interface TraceSession {
  TraceId: string;
  TargetType: TraceTargetType;
  UserId: string | null;
  UserName: string | null;
  ApplicationId: string | null;
  ApplicationName: string | null;
  StartDate: string;
  EndDate: string;
  State: 'Active' | 'Ended';
  IsEndedEarly: boolean;
  RequestCount: number;
  CreatedByUserName: string | null;
}

/** One recorded request of a trace: the route pattern and timings, never bodies, headers or cookies. */
export interface TraceRequest {
  TraceRequestId: string;
  RequestDate: string;
  UserId: string | null;
  Method: string;
  Route: string | null;
  StatusCode: number;
  DurationMs: number;
  /** The sum of the request's database statement durations. */
  DbMs: number;
  QueryCount: number;
}
