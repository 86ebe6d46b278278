// Staff accounts for admins: the list (roles, disabled, locked), a new account, and one account's edit (name,
// roles, a new password), disable and enable. The server checks every rule (password length, a taken username,
// the last admin) and its sentence is shown as it says it.
import { useCallback, useId, useState, type FormEvent } from 'react';
import { STAFF_ROLES, type StaffRole } from '@pautang/contract/call';
import { formatDate } from '@pautang/contract/format/date';
import type { StaffMember } from '@pautang/contract/staff';
import { t } from '../../../i18n/messages';
import { errorText } from '../../../lib/request';
import { useResource } from '../../../lib/use-resource';
import { createStaff, listStaff, updateStaff } from '../api/staff-admin-api';

type Notice = { kind: 'ok' | 'error'; text: string } | null;

/** One request at a time, its outcome as a notice: what the forms and the row buttons share. */
function useAction(onDone: () => void) {
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);
  const run = (task: () => Promise<string>) => {
    if (busy) return;
    setBusy(true);
    setNotice(null);
    task().then(
      (text) => {
        setBusy(false);
        setNotice({ kind: 'ok', text });
        onDone();
      },
      (error: unknown) => {
        setBusy(false);
        setNotice({ kind: 'error', text: errorText(error) });
      },
    );
  };
  return { busy, notice, run };
}

function NoticeLine({ notice }: { notice: Notice }) {
  if (!notice) return null;
  return notice.kind === 'ok' ? (
    <p role="status" className="support-message">
      {notice.text}
    </p>
  ) : (
    <p role="alert" className="staff-error">
      {notice.text}
    </p>
  );
}

function RoleBoxes({ roles, onChange }: { roles: StaffRole[]; onChange: (roles: StaffRole[]) => void }) {
  return (
    <fieldset>
      <legend>{t('staffRoles')}</legend>
      {STAFF_ROLES.map((role) => (
        <label key={role}>
          <input
            type="checkbox"
            checked={roles.includes(role)}
            onChange={(e) => onChange(e.target.checked ? [...roles, role] : roles.filter((r) => r !== role))}
          />{' '}
          {t(`staff_role_${role}`)}
        </label>
      ))}
    </fieldset>
  );
}

const roleNames = (roles: readonly StaffRole[]) => roles.map((r) => t(`staff_role_${r}`)).join(', ');

function statusOf(m: StaffMember): string {
  if (m.disabled) return t('staffDisabled');
  if (m.lockedUntil && new Date(m.lockedUntil) > new Date()) {
    return t('staffLocked', { at: formatDate(m.lockedUntil) });
  }
  return t('staffActive');
}

export function StaffAccounts() {
  const id = useId();
  const load = useCallback(listStaff, []);
  const staff = useResource(load);
  // The account being edited is kept as it was opened: the list reloading after a save does not close the form.
  const [chosen, setChosen] = useState<StaffMember | null>(null);
  // Disabling signs a colleague out at once: the row asks again before it is sent (issue 40).
  const [disabling, setDisabling] = useState<string | null>(null);
  const action = useAction(staff.reload);
  const setDisabled = (m: StaffMember, disabled: boolean) => {
    setDisabling(null);
    action.run(async () => {
      const saved = await updateStaff({ id: m.id, disabled });
      return t('staffSaved', { username: saved.username });
    });
  };
  const members = staff.status === 'ready' ? staff.data : [];

  return (
    <section aria-labelledby={id}>
      <h2 id={id}>
        {t('staffTitle')}{' '}
        <button type="button" className="support-link" onClick={staff.reload}>
          {t('staffRefresh')}
        </button>
      </h2>
      <p className="staff-muted">{t('staffIntro')}</p>
      {staff.status === 'loading' && <p className="staff-muted">{t('sectionLoading')}</p>}
      {staff.status === 'error' && (
        <p role="alert" className="staff-error">
          {t('loadFailed', { error: staff.error })}
        </p>
      )}
      {staff.status === 'ready' && members.length === 0 && <p className="staff-muted">{t('staffEmpty')}</p>}
      {members.length > 0 && (
        <table className="staff-table" data-testid="staff-list">
          <thead>
            <tr>
              <th scope="col">{t('staffUsername')}</th>
              <th scope="col">{t('staffDisplayName')}</th>
              <th scope="col">{t('staffRoles')}</th>
              <th scope="col">{t('staffStatus')}</th>
              <th scope="col">{t('staffActions')}</th>
            </tr>
          </thead>
          <tbody>
            {members.map((m) => (
              <tr key={m.id} data-testid="staff-row" data-username={m.username}>
                <td data-label={t('staffUsername')}>{m.username}</td>
                <td data-label={t('staffDisplayName')}>{m.displayName}</td>
                <td data-label={t('staffRoles')}>{roleNames(m.roles)}</td>
                <td data-label={t('staffStatus')}>{statusOf(m)}</td>
                <td data-label="">
                  <button
                    type="button"
                    aria-label={t('staffEditLabel', { username: m.username })}
                    onClick={() => setChosen(m)}
                  >
                    {t('staffEdit')}
                  </button>{' '}
                  {disabling === m.id ? (
                    <span role="group" aria-label={t('staffDisableLabel', { username: m.username })}>
                      {t('staffDisableConfirm', { name: m.displayName, username: m.username })}{' '}
                      <button type="button" disabled={action.busy} onClick={() => setDisabled(m, true)}>
                        {t('staffDisableConfirmButton')}
                      </button>{' '}
                      <button type="button" onClick={() => setDisabling(null)}>
                        {t('staffCancel')}
                      </button>
                    </span>
                  ) : (
                    <button
                      type="button"
                      disabled={action.busy}
                      aria-label={t(m.disabled ? 'staffEnableLabel' : 'staffDisableLabel', {
                        username: m.username,
                      })}
                      onClick={() => (m.disabled ? setDisabled(m, false) : setDisabling(m.id))}
                    >
                      {m.disabled ? t('staffEnable') : t('staffDisable')}
                    </button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <NoticeLine notice={action.notice} />
      {chosen && (
        <EditStaff key={chosen.id} member={chosen} onClose={() => setChosen(null)} onSaved={staff.reload} />
      )}
      <CreateStaff onCreated={staff.reload} />
    </section>
  );
}

function EditStaff({
  member,
  onClose,
  onSaved,
}: {
  member: StaffMember;
  onClose: () => void;
  onSaved: () => void;
}) {
  const id = useId();
  const [displayName, setDisplayName] = useState(member.displayName);
  const [roles, setRoles] = useState<StaffRole[]>(member.roles);
  const [password, setPassword] = useState('');
  const action = useAction(onSaved);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    action.run(async () => {
      const saved = await updateStaff({
        id: member.id,
        ...(displayName !== member.displayName ? { displayName } : {}),
        roles,
        ...(password ? { password } : {}),
      });
      setPassword('');
      return t('staffSaved', { username: saved.username });
    });
  };
  return (
    <form className="staff-form" onSubmit={submit} aria-labelledby={id} data-testid="staff-edit" noValidate>
      <h3 id={id}>{t('staffEditTitle', { username: member.username })}</h3>
      <label>
        {t('staffDisplayName')}
        <input value={displayName} onChange={(e) => setDisplayName(e.target.value)} />
      </label>
      <RoleBoxes roles={roles} onChange={setRoles} />
      <label>
        {t('staffNewPassword')}
        <input
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
      </label>
      <div>
        <button type="submit" disabled={action.busy}>
          {action.busy ? t('staffWorking') : t('staffSave')}
        </button>{' '}
        <button type="button" onClick={onClose}>
          {t('staffCancel')}
        </button>
      </div>
      <NoticeLine notice={action.notice} />
    </form>
  );
}

function CreateStaff({ onCreated }: { onCreated: () => void }) {
  const id = useId();
  const [username, setUsername] = useState('');
  const [displayName, setDisplayName] = useState('');
  const [password, setPassword] = useState('');
  const [roles, setRoles] = useState<StaffRole[]>([]);
  const action = useAction(onCreated);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    action.run(async () => {
      const created = await createStaff({ username: username.trim(), displayName, password, roles });
      setUsername('');
      setDisplayName('');
      setPassword('');
      setRoles([]);
      return t('staffCreated', { username: created.username });
    });
  };
  return (
    <form className="staff-form" onSubmit={submit} aria-labelledby={id} data-testid="staff-create" noValidate>
      <h3 id={id}>{t('staffCreateTitle')}</h3>
      <label>
        {t('staffUsername')}
        <input autoComplete="off" value={username} onChange={(e) => setUsername(e.target.value)} />
      </label>
      <label>
        {t('staffDisplayName')}
        <input value={displayName} onChange={(e) => setDisplayName(e.target.value)} />
      </label>
      <label>
        {t('staffPassword')}
        <input
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
      </label>
      <RoleBoxes roles={roles} onChange={setRoles} />
      <button type="submit" disabled={action.busy}>
        {action.busy ? t('staffWorking') : t('staffCreate')}
      </button>
      <NoticeLine notice={action.notice} />
    </form>
  );
}
