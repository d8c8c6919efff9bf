/**
 * User info: a header card (avatar, name, roles, office location, registration date) and tabs for
 * overview (introduction and recent activity), project (the work areas the user has touched: the kinds of records
 * they have written, from the audit log) and my team (active colleagues sharing a role). All data comes from the
 * server in one call (GET /behind/account/overview).
 */
import { Avatar } from '@soundboard/ui/data-display/avatar.tsx';
import { Card } from '@soundboard/ui/data-display/card.tsx';
import { StatusTag } from '@soundboard/ui/data-display/tag.tsx';
import { Timeline } from '@soundboard/ui/data-display/timeline.tsx';
import { Empty } from '@soundboard/ui/feedback/empty.tsx';
import { Result } from '@soundboard/ui/feedback/result.tsx';
import { Skeleton } from '@soundboard/ui/feedback/skeleton.tsx';
import { Button } from '@soundboard/ui/inputs/button.tsx';
import { Link } from '@soundboard/ui/inputs/link.tsx';
import { Tabs } from '@soundboard/ui/navigation/tabs.tsx';
import { useCallback, useEffect, useState } from 'react';
import { accountApi } from '../api/account';
import type { AccountOverview, ActivityRecord, TeamMember, WorkArea } from '../api/account-overview';
import { needMessages } from '../i18n';
import { useT } from '../i18n/use-t';
import { auditActionLabel, auditEntityLabel, displayName } from '../lib/audit-labels';
import { formatDate, formatDateTime } from '../lib/format-date';
import { useAvatarSrc } from '../lib/use-avatar-src';

function Header({ data }: { data: AccountOverview }) {
  const t = useT();
  const { profile, roles } = data;
  const src = useAvatarSrc(profile.avatar);
  const name = displayName(profile);
  const facts = [
    { label: t('userInfo.officeLocation'), value: profile.officeLocation || t('userInfo.notSet') },
    { label: t('userInfo.registrationDate'), value: formatDate(profile.registrationDate) },
  ];
  return (
    <div className="flex flex-col items-center gap-4 rounded-lg bg-surface p-4 text-center sm:p-6 md:flex-row md:items-center md:text-left">
      <Avatar name={name} src={src} size={64} decorative />
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex flex-col items-center gap-2 md:flex-row md:flex-wrap md:items-center">
          <h1 id="user-info-title" className="break-words text-xl font-semibold text-default">
            {name}
          </h1>
          {name !== profile.userName && <span className="text-secondary">@{profile.userName}</span>}
        </div>
        {roles.length > 0 ? (
          <ul aria-label={t('userInfo.roles')} className="flex flex-wrap justify-center gap-1.5 md:justify-start">
            {roles.map((role) => (
              <li key={role.key}>
                <StatusTag color="primary">{role.name}</StatusTag>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted">{t('userInfo.noRole')}</p>
        )}
        <dl className="flex flex-col gap-1 text-sm sm:flex-row sm:flex-wrap sm:justify-center sm:gap-x-6 md:justify-start">
          {facts.map((fact) => (
            <div key={fact.label} className="flex justify-center gap-1.5 md:justify-start">
              <dt className="text-secondary">{fact.label}</dt>
              <dd className="text-default">{fact.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </div>
  );
}

function SectionTitle({ id, children }: { id: string; children: string }) {
  return (
    <h2 id={id} className="mb-3 text-base font-medium text-default">
      {children}
    </h2>
  );
}

function Overview({ introduction, activity }: { introduction: string; activity: ActivityRecord[] }) {
  const t = useT();
  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="user-info-introduction">
        <SectionTitle id="user-info-introduction">{t('userInfo.introduction')}</SectionTitle>
        {introduction.trim() ? (
          <p className="whitespace-pre-line break-words text-default">{introduction}</p>
        ) : (
          <Empty description={t('userInfo.introduction.empty')} className="py-4">
            <Link href="/user/setting">{t('userInfo.introduction.edit')}</Link>
          </Empty>
        )}
      </section>
      <section aria-labelledby="user-info-activity">
        <SectionTitle id="user-info-activity">{t('userInfo.activity')}</SectionTitle>
        {activity.length === 0 ? (
          <Empty description={t('userInfo.activity.empty')} />
        ) : (
          <Timeline
            items={activity.map((row) => ({
              id: String(row.id),
              time: row.at,
              title: t('userInfo.activity.title', {
                action: auditActionLabel(t, row.action, row.entity),
                entity: auditEntityLabel(t, row.entity),
              }),
            }))}
          />
        )}
      </section>
    </div>
  );
}

function Projects({ projects }: { projects: WorkArea[] }) {
  const t = useT();
  if (projects.length === 0) return <Empty description={t('userInfo.project.empty')} />;
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-secondary">{t('userInfo.project.hint')}</p>
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {projects.map((area) => (
          <li key={area.entity}>
            <Card title={auditEntityLabel(t, area.entity)} className="h-full">
              <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
                <dt className="text-secondary">{t('userInfo.project.count')}</dt>
                <dd className="text-default tabular-nums">{area.count}</dd>
                <dt className="text-secondary">{t('userInfo.project.lastAt')}</dt>
                <dd className="text-default">
                  <time dateTime={area.lastAt}>{formatDateTime(area.lastAt)}</time>
                </dd>
              </dl>
            </Card>
          </li>
        ))}
      </ul>
    </div>
  );
}

function Member({ member }: { member: TeamMember }) {
  const t = useT();
  const src = useAvatarSrc(member.avatar);
  const name = displayName(member);
  return (
    <li className="flex items-center gap-3 border-b border-subtle py-3 last:border-b-0">
      <Avatar name={name} src={src} size={40} decorative />
      <div className="flex min-w-0 flex-1 flex-col gap-1 sm:flex-row sm:items-center sm:gap-4">
        <div className="flex min-w-0 flex-col sm:w-56">
          <span className="truncate font-medium text-default">{name}</span>
          <span className="truncate text-sm text-secondary">@{member.userName}</span>
        </div>
        <ul aria-label={t('userInfo.team.roles', { name })} className="flex flex-wrap gap-1.5">
          {member.roles.map((role) => (
            <li key={role}>
              <StatusTag size="sm">{role}</StatusTag>
            </li>
          ))}
        </ul>
      </div>
    </li>
  );
}

function Team({ team }: { team: TeamMember[] }) {
  const t = useT();
  if (team.length === 0) return <Empty description={t('userInfo.team.empty')} />;
  return (
    <div className="flex flex-col gap-1">
      <p className="text-sm text-secondary">{t('userInfo.team.hint')}</p>
      <ul>
        {team.map((member) => (
          <Member key={member.id} member={member} />
        ))}
      </ul>
    </div>
  );
}

function Loading() {
  return (
    <div className="flex flex-col gap-4">
      <div className="rounded-lg bg-surface p-6">
        <Skeleton avatar={64} rows={3} />
      </div>
      <div className="rounded-lg bg-surface p-6">
        <Skeleton rows={5} />
      </div>
    </div>
  );
}

export default function UserInfoPage() {
  const t = useT();
  const [data, setData] = useState<AccountOverview | null>(null);
  const [failed, setFailed] = useState(false);
  const load = useCallback(() => {
    setFailed(false);
    setData(null);
    // Activity names resources and their actions: their labels are the resource dictionaries'.
    Promise.all([accountApi.overview(), needMessages(['resources'])]).then(
      ([overview]) => setData(overview),
      () => setFailed(true),
    );
  }, []);
  useEffect(load, []);

  if (failed) {
    return (
      <Result status="error" headingLevel={1} title={t('userInfo.loadFailed')}>
        <Button variant="primary" onPress={load}>
          {t('userInfo.retry')}
        </Button>
      </Result>
    );
  }
  if (!data) return <Loading />;
  return (
    <section className="flex flex-col gap-4" aria-labelledby="user-info-title">
      <Header data={data} />
      <div className="rounded-lg bg-surface px-4 pb-2 sm:px-6">
        <Tabs
          aria-label={t('menu.user.info')}
          items={[
            {
              id: 'overview',
              title: t('userInfo.tab.overview'),
              content: <Overview introduction={data.profile.introduction} activity={data.activity} />,
            },
            {
              id: 'project',
              title: t('userInfo.tab.project'),
              content: <Projects projects={data.projects} />,
            },
            {
              id: 'team',
              title: t('userInfo.tab.team'),
              content: <Team team={data.team} />,
            },
          ]}
        />
      </div>
    </section>
  );
}
