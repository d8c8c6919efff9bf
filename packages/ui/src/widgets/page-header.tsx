/** PageHeader: the page's title (h1) with an optional subtitle, a back button and actions on the right. */
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { defineMessages, useMessages } from '../i18n/messages';
import { Button } from '../inputs/button';
import { cn } from '../lib/cn';

const messages = defineMessages({ 'zh-CN': { back: '返回' }, 'en-US': { back: 'Back' } });

export interface PageHeaderProps {
  title: string;
  subtitle?: string;
  onBack?: () => void;
  actions?: ReactNode;
  className?: string;
}

export function PageHeader({ title, subtitle, onBack, actions, className }: PageHeaderProps) {
  const t = useMessages(messages);
  return (
    <div data-slot="page-header" className={cn('flex items-center gap-3 py-3', className)}>
      {onBack && <Button iconOnly aria-label={t.back} icon={<ArrowLeft />} variant="text" onPress={onBack} />}
      <div className="flex min-w-0 flex-1 items-baseline gap-3">
        <h1 className="truncate text-2xl font-medium text-default">{title}</h1>
        {subtitle && <p className="truncate text-base text-muted">{subtitle}</p>}
      </div>
      {actions && <div className="flex items-center gap-2">{actions}</div>}
    </div>
  );
}
