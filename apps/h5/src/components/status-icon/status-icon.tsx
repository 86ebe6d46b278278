// Three small inline icons in a status colour (currentColor), fixed at 48×48 so a page header never jumps.
// Shared by order details and the login-failure page.
export type StatusIconKind = 'progress' | 'fail' | 'success';

const MARKS: Record<StatusIconKind, string> = {
  progress: 'M24 13v11l7 5',
  fail: 'M17 17l14 14M31 17L17 31',
  success: 'M15 24.5l6 6L33 18',
};

export function StatusIcon({
  kind,
  colour,
  className,
}: {
  kind: StatusIconKind;
  colour: string;
  className?: string;
}) {
  return (
    <svg
      className={className}
      data-icon={kind}
      width="48"
      height="48"
      viewBox="0 0 48 48"
      fill="none"
      stroke="currentColor"
      strokeWidth="3"
      strokeLinecap="round"
      strokeLinejoin="round"
      style={{ color: colour }}
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="24" cy="24" r="21" />
      <path d={MARKS[kind]} />
    </svg>
  );
}
