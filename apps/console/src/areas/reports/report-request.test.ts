import { describe, expect, it } from 'vitest';
import { FilterOperator } from '@portcullis/api-client';
import { auditReport, sessionReport, similarGroupReport } from '@portcullis/api-client/reports';
import { chartFilters, reportRequestFilters } from './report-request';

describe('report request filters', () => {
  it('match choices exactly, keep text prefixes and searches, and add the route filters of the session report', () => {
    expect(
      reportRequestFilters(
        sessionReport,
        [
          { Column: 'State', Value: 'Active' },
          { Column: 'ApplicationTitle', Value: 'Po' },
          { Column: 'search', Value: 'ad', Columns: ['UserName'], Operator: FilterOperator.Contains },
        ],
        { applicationId: 'a1', isExpired: 'true' },
      ),
    ).toEqual([
      { Column: 'State', Value: 'Active', Operator: FilterOperator.Equals },
      { Column: 'ApplicationTitle', Value: 'Po' },
      { Column: 'search', Value: 'ad', Columns: ['UserName'], Operator: FilterOperator.Contains },
      { Column: 'ApplicationId', Value: 'a1', Operator: FilterOperator.Equals },
      { Column: 'State', Value: 'Expired', Operator: FilterOperator.Equals },
    ]);
  });

  it('bound the similarity from below, at its initial value until the URL names one', () => {
    expect(reportRequestFilters(similarGroupReport, [], {})).toEqual([
      { Column: 'Similarity', Value: '0.8', Operator: FilterOperator.GreaterThanEqual },
    ]);
    expect(reportRequestFilters(similarGroupReport, [{ Column: 'Similarity', Value: '0.5' }], {})).toEqual([
      { Column: 'Similarity', Value: '0.5', Operator: FilterOperator.GreaterThanEqual },
    ]);
  });

  it('give the chart the filters the table sends, date ranges included', () => {
    const filters = chartFilters(
      auditReport,
      { page: 3, limit: 25, filters: { InformationType: '4', 'CreatedDate-from': '02-01-2026 00:00' } },
      {},
    );
    expect(filters[0]).toEqual({ Column: 'InformationType', Value: '4', Operator: FilterOperator.Equals });
    expect(filters[1]).toMatchObject({ Column: 'CreatedDate', Operator: FilterOperator.GreaterThanEqual });
  });
});
