import { useMessages } from "#app/lib/messages.ts";

export function Spinner({ label, className = "" }: { label?: string; className?: string }) {
  const { blog } = useMessages();
  return (
    <div role="status" className={`flex items-center justify-center gap-3 ${className}`}>
      <span
        aria-hidden="true"
        className="size-8 animate-spin rounded-full border-4 border-brand-yellow border-t-brand-orange motion-reduce:animate-[spin_1.5s_linear_infinite]"
      />
      <span className="sr-only">{label ?? blog.loading}</span>
    </div>
  );
}
