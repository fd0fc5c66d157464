import type { AdminUser } from '@overlap/contracts';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useT } from '@/i18n';

export interface UserChangeRequest {
  change: { id: string; kind: 'role'; isAdmin: boolean } | { id: string; kind: 'status'; disabled: boolean };
  doneText: string;
}

/** One person in the users table, with what may be done to them. */
export interface UserActionsProps {
  user: AdminUser;
  isMe: boolean;
  busy: boolean;
  onChange: (request: UserChangeRequest) => void;
  onDelete: (user: AdminUser) => void;
}

/** A person's role and account buttons; disabling asks once more, in place, before it signs them out. */
export function UserActions({ user, isMe, busy, onChange, onDelete }: UserActionsProps) {
  const t = useT('admin');
  const [confirming, setConfirming] = useState(false);
  const who = user.name || user.email;

  if (confirming) {
    return (
      <div
        role="group"
        aria-label={t('users.disableQuestion', { who })}
        className="flex flex-wrap items-center justify-end gap-2"
      >
        <span className="text-sm">{t('users.signOutQuestion', { who })}</span>
        <Button
          size="sm"
          variant="destructive"
          autoFocus
          disabled={busy}
          onClick={() => {
            setConfirming(false);
            onChange({
              change: { id: user.id, kind: 'status', disabled: true },
              doneText: t('users.disabledDone', { who }),
            });
          }}
        >
          {t('users.disable')}
        </Button>
        <Button size="sm" variant="outline" onClick={() => setConfirming(false)}>
          {t('cancel')}
        </Button>
      </div>
    );
  }

  const role = user.isAdmin
    ? {
        label: t('users.removeAdmin'),
        title: user.adminByConfig ? t('users.byConfig') : undefined,
        request: {
          change: { id: user.id, kind: 'role' as const, isAdmin: false },
          doneText: t('users.removedDone', { who }),
        },
      }
    : {
        label: t('users.makeAdmin'),
        title: undefined,
        request: {
          change: { id: user.id, kind: 'role' as const, isAdmin: true },
          doneText: t('users.madeDone', { who }),
        },
      };

  return (
    <div className="flex flex-wrap justify-end gap-2">
      <Button
        size="sm"
        variant="outline"
        disabled={busy || (user.isAdmin && user.adminByConfig)}
        title={role.title}
        aria-label={t('users.actionOn', { action: role.label, who })}
        onClick={() => onChange(role.request)}
      >
        {role.label}
      </Button>
      {user.disabledAt ? (
        <Button
          size="sm"
          variant="outline"
          disabled={busy}
          aria-label={t('users.enableWho', { who })}
          onClick={() =>
            onChange({
              change: { id: user.id, kind: 'status', disabled: false },
              doneText: t('users.enabledDone', { who }),
            })
          }
        >
          {t('users.enable')}
        </Button>
      ) : (
        <Button
          size="sm"
          variant="outline"
          disabled={busy || isMe}
          title={isMe ? t('users.notSelf') : undefined}
          aria-label={t('users.disableWho', { who })}
          onClick={() => setConfirming(true)}
        >
          {t('users.disable')}
        </Button>
      )}
      <Button
        size="sm"
        variant="outline"
        disabled={busy || isMe}
        title={isMe ? t('users.deleteSelf') : undefined}
        aria-label={t('users.deleteWho', { who })}
        onClick={() => onDelete(user)}
      >
        {t('users.delete')}
      </Button>
    </div>
  );
}
