/** What every channel says about a report it delivers. */
export type ReportNotice = {
  reportId: string;
  title: string;
  periodStart: string;
  periodEnd: string;
  status: string;
  /** The report in the app (sign-in required). */
  url: string;
};
