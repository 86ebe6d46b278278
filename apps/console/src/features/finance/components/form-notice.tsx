// What a finance form answers after a submit: done (a status, read politely) or refused (an alert, with why).
export type Notice = { ok: boolean; text: string } | null;

export function FormNotice({ notice }: { notice: Notice }) {
  if (!notice) return null;
  return (
    <p role={notice.ok ? 'status' : 'alert'} className={notice.ok ? 'support-muted' : 'support-error'}>
      {notice.text}
    </p>
  );
}
