/**
 * User settings: a header with the avatar (upload a new one: PNG, JPEG or WebP up to 1 MiB, checked
 * before sending) and the account facts, then tabs for basic information, security settings and certification.
 * All data comes from the server (GET /behind/account/profile).
 */

import { useStore } from '@nanostores/react';
import { AVATAR_MAX_BYTES, AVATAR_TYPES } from '@soundboard/contract';
import { Avatar } from '@soundboard/ui/data-display/avatar.tsx';
import { Descriptions } from '@soundboard/ui/data-display/descriptions.tsx';
import { Alert } from '@soundboard/ui/feedback/alert.tsx';
import { Result } from '@soundboard/ui/feedback/result.tsx';
import { Skeleton } from '@soundboard/ui/feedback/skeleton.tsx';
import { Button } from '@soundboard/ui/inputs/button.tsx';
import { Tabs } from '@soundboard/ui/navigation/tabs.tsx';
import { Upload } from '@soundboard/ui/pickers/upload.tsx';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useSearch } from 'wouter';
import { accountApi, type Profile, uploadAvatar } from '../api/account';
import { useT } from '../i18n/use-t';
import { formatDate } from '../lib/format-date';
import { useAvatarSrc } from '../lib/use-avatar-src';
import { $session, setSessionAvatar } from '../stores/session';
import { BasicInfoForm } from './user-setting/basic-info-form';
import { NotificationChoiceSection } from './user-setting/notification-choice';

// The security and certification tabs load when first shown: most visits are for the basic information, and
// together they would put the screen over its 60 KB budget (docs/benchmarks.md, screen-budgets).
const SecuritySettings = lazy(() =>
  import('./user-setting/security-settings').then((module) => ({ default: module.SecuritySettings })),
);
const ExportData = lazy(() => import('./user-setting/export-data').then((module) => ({ default: module.ExportData })));
const Certification = lazy(() =>
  import('./user-setting/certification').then((module) => ({ default: module.Certification })),
);
/** A tab's placeholder while its code loads. */
const tabLoading = <Skeleton rows={4} className="py-4" />;

function ProfileHeader({ profile, onAvatar }: { profile: Profile; onAvatar: (avatar: string) => void }) {
  const t = useT();
  const src = useAvatarSrc(profile.avatar);
  const name = profile.nickname || profile.userName;
  return (
    <div className="flex flex-col gap-6 rounded-lg bg-surface p-4 sm:p-6 md:flex-row md:items-start">
      <div className="flex shrink-0 flex-col items-center gap-3 md:w-56">
        <Avatar name={name} src={src} size={64} decorative />
        <Upload
          label={t('userSetting.avatar.upload')}
          accept={[...AVATAR_TYPES]}
          maxSize={AVATAR_MAX_BYTES}
          multiple={false}
          variant="compact"
          upload={uploadAvatar}
          onUploaded={(_file, result) => onAvatar(result.avatar)}
          // As wide as its button (at most the column), so the column centres it under the avatar.
          className="max-w-full"
        />
      </div>
      <Descriptions
        title={name}
        columns={1}
        className="min-w-0 flex-1"
        items={[
          { label: t('userSetting.security.userName'), value: profile.userName },
          { label: t('userSetting.security.accountId'), value: profile.accountId || '—' },
          { label: t('userSetting.basicInfo.email'), value: profile.email || '—' },
          {
            label: t('userSetting.security.registrationDate'),
            value: formatDate(profile.registrationDate),
          },
        ]}
      />
    </div>
  );
}

export default function UserSettingPage() {
  const t = useT();
  const tab = new URLSearchParams(useSearch()).get('tab');
  const mustChange = useStore($session).mustChangePassword;
  const [profile, setProfile] = useState<Profile | null>(null);
  const [failed, setFailed] = useState(false);
  const load = useCallback(() => {
    setFailed(false);
    accountApi.profile().then(setProfile, () => setFailed(true));
  }, []);
  useEffect(load, []);

  if (failed) {
    return (
      <Result status="error" headingLevel={1} title={t('userSetting.loadFailed')}>
        <Button variant="primary" onPress={load}>
          {t('userSetting.retry')}
        </Button>
      </Result>
    );
  }
  if (!profile) {
    return (
      <div className="rounded-lg bg-surface p-6">
        <Skeleton avatar={64} rows={4} />
      </div>
    );
  }
  const avatarChanged = (avatar: string) => {
    setProfile({ ...profile, avatar });
    setSessionAvatar(avatar);
  };
  return (
    <section className="flex flex-col gap-4" aria-labelledby="user-setting-title">
      <h1 id="user-setting-title" className="sr-only">
        {t('menu.user.setting')}
      </h1>
      {mustChange && <Alert status="warning" title={t('userSetting.security.mustChange')} />}
      <ProfileHeader profile={profile} onAvatar={avatarChanged} />
      <div className="rounded-lg bg-surface px-4 pb-2 sm:px-6">
        <Tabs
          aria-label={t('menu.user.setting')}
          defaultSelectedKey={tab === 'security' || mustChange ? 'security' : 'basic'}
          items={[
            {
              id: 'basic',
              title: t('userSetting.tab.basicInformation'),
              // Remounts after a save so Reset returns to what the server now holds.
              content: (
                <>
                  <BasicInfoForm key={profile.version} profile={profile} onSaved={setProfile} />
                  <NotificationChoiceSection />
                </>
              ),
            },
            {
              id: 'security',
              title: t('userSetting.tab.securitySettings'),
              content: (
                <Suspense fallback={tabLoading}>
                  <SecuritySettings profile={profile} />
                  <ExportData />
                </Suspense>
              ),
            },
            {
              id: 'certification',
              title: t('userSetting.tab.certification'),
              content: (
                <Suspense fallback={tabLoading}>
                  <Certification />
                </Suspense>
              ),
            },
          ]}
        />
      </div>
    </section>
  );
}
