import type { AdminUser } from '@overlap/contracts';
import { useState } from 'react';
import { Button } from '@/components/ui/button';

export interface UserChangeRequest {
  change: { id: string; kind: 'role'; isAdmin: boolean } | { id: string; kind: 'status'; disabled: boolean };
  doneText: string;
}

/** A person's role and account buttons; disabling asks once more, in place, before it signs them out. */
export function UserActions({
  user,
  isMe,
  busy,
  onChange,
}: {
  user: AdminUser;
  isMe: boolean;
  busy: boolean;
  onChange: (request: UserChangeRequest) => void;
}) {
  const [confirming, setConfirming] = useState(false);
  const who = user.name || user.email;

  if (confirming) {
    return (
      <div
        role="group"
        aria-label={`Disable ${who}?`}
        className="flex flex-wrap items-center justify-end gap-2"
      >
        <span className="text-sm">Sign {who} out everywhere?</span>
        <Button
          size="sm"
          variant="destructive"
          autoFocus
          disabled={busy}
          onClick={() => {
            setConfirming(false);
            onChange({
              change: { id: user.id, kind: 'status', disabled: true },
              doneText: `${who} is disabled.`,
            });
          }}
        >
          Disable
        </Button>
        <Button size="sm" variant="outline" onClick={() => setConfirming(false)}>
          Cancel
        </Button>
      </div>
    );
  }

  const role = user.isAdmin
    ? {
        label: 'Remove admin',
        title: user.adminByConfig ? 'Listed in ADMIN_EMAILS: remove the address there first.' : undefined,
        request: {
          change: { id: user.id, kind: 'role' as const, isAdmin: false },
          doneText: `${who} is no longer an admin.`,
        },
      }
    : {
        label: 'Make admin',
        title: undefined,
        request: {
          change: { id: user.id, kind: 'role' as const, isAdmin: true },
          doneText: `${who} is now an admin.`,
        },
      };

  return (
    <div className="flex flex-wrap justify-end gap-2">
      <Button
        size="sm"
        variant="outline"
        disabled={busy || (user.isAdmin && user.adminByConfig)}
        title={role.title}
        aria-label={`${role.label}: ${who}`}
        onClick={() => onChange(role.request)}
      >
        {role.label}
      </Button>
      {user.disabledAt ? (
        <Button
          size="sm"
          variant="outline"
          disabled={busy}
          aria-label={`Enable ${who}`}
          onClick={() =>
            onChange({
              change: { id: user.id, kind: 'status', disabled: false },
              doneText: `${who} is enabled again.`,
            })
          }
        >
          Enable
        </Button>
      ) : (
        <Button
          size="sm"
          variant="outline"
          disabled={busy || isMe}
          title={isMe ? 'You cannot disable your own account.' : undefined}
          aria-label={`Disable ${who}`}
          onClick={() => setConfirming(true)}
        >
          Disable
        </Button>
      )}
    </div>
  );
}
