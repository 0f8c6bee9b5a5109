import { useState } from 'react';
import { useLoad } from '../../hooks/use-load';
import { Alert } from '../../ui/alert';
import { PageHeader } from '../../ui/page-header';
import { Toggle } from '../../ui/toggle';
import { useProject } from '../project-context';
import { DailyChart } from './daily-chart';
import { LoginMethods } from './login-methods';
import { QuickStart } from './quick-start';
import { RecentUsers } from './recent-users';

/** `/projects/:id`: the project's metrics (`GET /internal/metrics`) and how to put it on a site. */
export default function OverviewPage() {
  const { admin, project } = useProject();
  const [includeAnonymous, setIncludeAnonymous] = useState(false);
  const metrics = useLoad(() => admin.getMetrics({ includeAnonymous }), [admin, includeAnonymous]);
  const value = metrics.value;
  const last30 = value ? value.dailyUsers.slice(-30).reduce((sum, day) => sum + day.activity, 0) : 0;
  const activeToday = value?.dailyActiveUsers.at(-1)?.activity ?? 0;
  return (
    <>
      <PageHeader title="Overview" description={project.displayName} />
      <Alert message={metrics.error} />
      <Toggle label="Count anonymous users" checked={includeAnonymous} onChange={setIncludeAnonymous} />
      {value === undefined ? (
        <p role="status">Loading…</p>
      ) : (
        <>
          <dl className="stats">
            <div className="section">
              <dt className="muted">Total users</dt>
              <dd className="stat" data-testid="total-users">
                {value.totalUsers}
              </dd>
            </div>
            <div className="section">
              <dt className="muted">Sign-ups, last 30 days</dt>
              <dd className="stat">{last30}</dd>
            </div>
            <div className="section">
              <dt className="muted">Active today</dt>
              <dd className="stat">{activeToday}</dd>
            </div>
          </dl>
          <div className="grid-2">
            <DailyChart title="Sign-ups per day" points={value.dailyUsers} kind="bar" />
            <DailyChart title="Daily active users" points={value.dailyActiveUsers} kind="line" />
          </div>
          <div className="grid-2">
            <LoginMethods methods={value.loginMethods} />
            <RecentUsers title="Recent sign-ups" users={value.recentlyRegistered} when={(user) => user.signedUpAt} />
          </div>
          <RecentUsers title="Recently active" users={value.recentlyActive} when={(user) => user.lastActiveAt} />
        </>
      )}
      <QuickStart projectId={project.id} />
    </>
  );
}
