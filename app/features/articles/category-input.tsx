import { X } from "lucide-react";
import { useState } from "react";
import { cx, inputStyles } from "#app/components/admin/admin-ui.tsx";
import { messages } from "#app/lib/staff-messages.ts";

const t = messages.blog;

type CategoryInputProps = {
  id: string;
  value: string[];
  suggestions: string[];
  onChange: (names: string[]) => void;
  error?: string;
};

/** Category tokens: pick an existing one or type a new name (created when the article is saved). */
export function CategoryInput({ id, value, suggestions, onChange, error }: CategoryInputProps) {
  const [text, setText] = useState("");
  const add = (raw: string) => {
    const name = raw.trim().replace(/\s+/g, " ");
    if (!name) return;
    if (!value.some((existing) => existing.toLowerCase() === name.toLowerCase()))
      onChange([...value, name]);
    setText("");
  };
  return (
    <div className="flex flex-col gap-2">
      {value.length > 0 ? (
        <ul className="flex flex-wrap gap-2">
          {value.map((name) => (
            <li key={name}>
              <span className="inline-flex items-center gap-1 rounded-full bg-brand-yellow py-1 pr-1 pl-3 text-xs font-bold text-ink">
                {name}
                <button
                  type="button"
                  aria-label={t.formCategoryRemove(name)}
                  onClick={() => onChange(value.filter((existing) => existing !== name))}
                  className="inline-flex size-6 items-center justify-center rounded-full hover:bg-ink/10"
                >
                  <X aria-hidden="true" className="size-3.5" />
                </button>
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      <input
        id={id}
        list={`${id}-options`}
        value={text}
        maxLength={60}
        onChange={(event) => {
          const next = event.target.value;
          if (next.endsWith(",")) add(next.slice(0, -1));
          else setText(next);
        }}
        onKeyDown={(event) => {
          if (event.key === "Enter") {
            event.preventDefault();
            add(text);
          } else if (event.key === "Backspace" && text === "" && value.length > 0) {
            onChange(value.slice(0, -1));
          }
        }}
        onBlur={() => add(text)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : `${id}-hint`}
        placeholder={t.formCategoryAdd}
        className={cx(inputStyles)}
      />
      <datalist id={`${id}-options`}>
        {suggestions
          .filter((name) => !value.includes(name))
          .map((name) => (
            <option key={name} value={name} />
          ))}
      </datalist>
    </div>
  );
}
