/**
 * The hidden helper that reloads a tab: /redirect/<path> unmounts the page, then replaces itself with
 * /<path> (and its query), so the page mounts afresh.
 */
import { useEffect } from 'react';
import { useLocation, useSearch } from 'wouter';
import type { PageProps } from '../routes/types';

export default function RedirectPage({ params }: PageProps) {
  const [, navigate] = useLocation();
  const search = useSearch();
  const target = `/${params['*'] ?? ''}${search ? `?${search}` : ''}`;
  useEffect(() => {
    navigate(target, { replace: true });
  }, [navigate, target]);
  return null;
}
