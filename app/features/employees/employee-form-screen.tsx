import { ArrowLeft, ImageUp, Trash2 } from "lucide-react";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { Form, Link, useNavigation } from "react-router";
import {
  EMPLOYEE_FORM_FIELDS,
  type EmployeeFormValues,
  toEmployeeInput,
} from "../../../contracts/employee-form";
import {
  EMPLOYEE_STATUSES,
  type Employee,
  employeeInputSchema,
} from "../../../contracts/employee-schema";
import { MAX_PHOTO_BYTES, PHOTO_TYPES } from "../../../contracts/image-limits";
import { DATE_MAX, DATE_MIN } from "../../../contracts/schema-helpers";
import {
  buttonStyles,
  Card,
  cx,
  describedBy,
  Field,
  inputStyles,
} from "../../components/admin/admin-ui";
import { UnsavedDialog, useUnsavedGuard } from "../../components/admin/unsaved-guard";
import { describeUploadFailure, useMediaUpload } from "../../components/admin/use-action-call";
import { toast } from "../../components/ui/lazy-toaster";
import { messages } from "../../lib/staff-messages";
import { translateError } from "../../lib/translate-error";
import { EmployeeAvatar } from "./employee-avatar";

const t = messages.admin.employeeForm;
const DEPARTMENTS = [
  "Business",
  "Commerce",
  "Creative",
  "Digital Marketing",
  "Management",
  "Operations",
  "Talent & KOL",
  "Technology",
];

type FieldName = keyof EmployeeFormValues;

const EMPTY = Object.fromEntries(
  EMPLOYEE_FORM_FIELDS.map((field) => [field, ""]),
) as EmployeeFormValues;

export function validateEmployeeForm(
  values: EmployeeFormValues,
): Partial<Record<FieldName, string>> {
  const result = employeeInputSchema.safeParse(toEmployeeInput(values));
  if (result.success) return {};
  const errors: Partial<Record<FieldName, string>> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0]) as FieldName;
    errors[field] ??= issue.message;
  }
  return errors;
}

function fromEmployee(employee: Employee): EmployeeFormValues {
  return {
    name: employee.name,
    number: String(employee.number),
    position: employee.position,
    department: employee.department,
    joinDate: employee.joinDate,
    status: employee.status,
    photo: employee.photo ?? "",
    photoPath: employee.photoPath ?? "",
  };
}

type Failure = {
  ok: false;
  message: string;
  fields: Record<string, string>;
  values: EmployeeFormValues;
};

export function EmployeeFormScreen({
  employee,
  back,
  failure,
}: {
  employee: Employee | null;
  back: string;
  failure: Failure | null;
}) {
  const navigation = useNavigation();
  const editing = employee !== null;
  const [initial] = useState<EmployeeFormValues>(() => (employee ? fromEmployee(employee) : EMPTY));
  const [values, setValues] = useState<EmployeeFormValues>(() => failure?.values ?? initial);
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>(
    () => (failure?.fields as Partial<Record<FieldName, string>>) ?? {},
  );
  const [touched, setTouched] = useState<Partial<Record<FieldName, boolean>>>({});
  const [photoError, setPhotoError] = useState<string | null>(null);
  const { upload: uploadMedia, uploading } = useMediaUpload();
  const submittingRef = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const saving = navigation.state !== "idle" && navigation.formMethod === "POST";

  // A refused save comes back with the reason per field; the typed values stay.
  // biome-ignore lint/correctness/useExhaustiveDependencies: one toast per answer
  useEffect(() => {
    if (!failure) return;
    submittingRef.current = false;
    toast.error(translateError(failure.message));
    setErrors(failure.fields as Partial<Record<FieldName, string>>);
    focusFirstError(failure.fields as Partial<Record<FieldName, string>>);
  }, [failure]);

  const dirty = (Object.keys(values) as FieldName[]).some((key) => values[key] !== initial[key]);
  const blocker = useUnsavedGuard(dirty, submittingRef);

  const setField = (field: FieldName, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (touched[field] || errors[field]) {
      setErrors((current) => ({ ...current, [field]: validateEmployeeForm(next)[field] }));
    }
  };
  const blurField = (field: FieldName) => {
    setTouched((current) => ({ ...current, [field]: true }));
    setErrors((current) => ({ ...current, [field]: validateEmployeeForm(values)[field] }));
  };

  function focusFirstError(found: Partial<Record<FieldName, string>>) {
    const first = (Object.keys(EMPTY) as FieldName[]).find((field) => found[field]);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  }

  // The browser checks first (no round trip for an empty field); the action checks again.
  const onSubmit = (event: FormEvent) => {
    const found = validateEmployeeForm(values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      event.preventDefault();
      focusFirstError(found);
      return;
    }
    submittingRef.current = true;
  };

  const upload = async (file: File) => {
    if (!PHOTO_TYPES.includes(file.type)) {
      setPhotoError(t.photoWrongType);
      return;
    }
    if (file.size > MAX_PHOTO_BYTES) {
      setPhotoError(t.photoTooLarge);
      return;
    }
    const result = await uploadMedia(file, "photo");
    if (fileRef.current) fileRef.current.value = "";
    if (result?.ok) {
      const url = result.url;
      setValues((current) => ({ ...current, photo: url, photoPath: url }));
      setErrors((current) => ({ ...current, photo: undefined }));
      setPhotoError(null);
      return;
    }
    setPhotoError(`${t.photoUploadFailed} ${describeUploadFailure(result, "")}`.trim());
  };

  const input = (field: FieldName, props: React.InputHTMLAttributes<HTMLInputElement> = {}) => (
    <input
      id={`employee-${field}`}
      name={field}
      value={values[field]}
      onChange={(event) => setField(field, event.target.value)}
      onBlur={() => blurField(field)}
      className={inputStyles}
      {...describedBy(`employee-${field}`, errors[field])}
      {...props}
    />
  );

  return (
    <div className="mx-auto max-w-3xl">
      <Link
        to={back}
        className="mb-4 inline-flex items-center gap-2 rounded-lg text-sm font-semibold text-(--admin-muted) hover:text-(--admin-text)"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t.back}
      </Link>
      <h1 className="mb-6 text-2xl font-extrabold tracking-tight md:text-3xl">
        {editing ? t.editTitle : t.createTitle}
      </h1>
      {
        <Form method="post" ref={formRef} onSubmit={onSubmit} noValidate>
          <input type="hidden" name="photoPath" value={values.photoPath} />
          <Card className="p-5 sm:p-8">
            <div className="mb-8 flex flex-col gap-4 sm:flex-row sm:items-center">
              <EmployeeAvatar name={values.name || "?"} photo={values.photo || null} size="lg" />
              <div className="flex-1">
                <p className="text-sm font-semibold">{t.photo}</p>
                <p id="employee-upload-help" className="text-xs text-(--admin-muted)">
                  {t.photoHelp}
                </p>
                <div className="mt-3 flex flex-wrap gap-2">
                  <label
                    className={cx(
                      buttonStyles.secondary,
                      "cursor-pointer focus-within:outline-3 focus-within:outline-brand-orange",
                    )}
                  >
                    <ImageUp aria-hidden="true" className="size-4" />
                    {uploading ? t.photoUploading : t.photoUpload}
                    <input
                      ref={fileRef}
                      type="file"
                      accept={PHOTO_TYPES.join(",")}
                      className="sr-only"
                      disabled={uploading}
                      aria-describedby={
                        photoError ? "employee-upload-error" : "employee-upload-help"
                      }
                      onChange={(event) => {
                        const file = event.target.files?.[0];
                        if (file) void upload(file);
                      }}
                    />
                  </label>
                  {values.photo ? (
                    <button
                      type="button"
                      className={buttonStyles.ghost}
                      onClick={() =>
                        setValues((current) => ({ ...current, photo: "", photoPath: "" }))
                      }
                    >
                      <Trash2 aria-hidden="true" className="size-4" />
                      {t.photoRemove}
                    </button>
                  ) : null}
                </div>
                {photoError ? (
                  <p
                    id="employee-upload-error"
                    role="alert"
                    className="mt-2 text-xs font-semibold text-(--admin-danger)"
                  >
                    {photoError}
                  </p>
                ) : null}
              </div>
            </div>

            <div className="grid gap-5 sm:grid-cols-2">
              <div className="sm:col-span-2">
                <Field id="employee-name" label={t.name} error={errors.name}>
                  {input("name", { autoComplete: "off", required: true, maxLength: 120 })}
                </Field>
              </div>
              <Field id="employee-number" label={t.number} error={errors.number}>
                {input("number", { inputMode: "numeric", required: true, autoComplete: "off" })}
              </Field>
              <Field id="employee-status" label={t.status} error={errors.status}>
                <select
                  id="employee-status"
                  name="status"
                  value={values.status}
                  required
                  onChange={(event) => setField("status", event.target.value)}
                  onBlur={() => blurField("status")}
                  className={inputStyles}
                  {...describedBy("employee-status", errors.status)}
                >
                  <option value="" disabled>
                    {t.statusPlaceholder}
                  </option>
                  {EMPLOYEE_STATUSES.map((status) => (
                    <option key={status} value={status}>
                      {messages.admin.employees.statusLabels[status]}
                    </option>
                  ))}
                </select>
              </Field>
              <Field id="employee-position" label={t.position} error={errors.position}>
                {input("position", { required: true, maxLength: 120 })}
              </Field>
              <Field id="employee-department" label={t.department} error={errors.department}>
                {input("department", {
                  required: true,
                  maxLength: 120,
                  list: "employee-departments",
                })}
              </Field>
              <datalist id="employee-departments">
                {DEPARTMENTS.map((department) => (
                  <option key={department} value={department} />
                ))}
              </datalist>
              <Field id="employee-joinDate" label={t.joinDate} error={errors.joinDate}>
                {input("joinDate", { type: "date", required: true, min: DATE_MIN, max: DATE_MAX })}
              </Field>
              <Field id="employee-photo" label={t.photoUrl} error={errors.photo}>
                {input("photo", {
                  type: "url",
                  inputMode: "url",
                  placeholder: "https://",
                  onChange: (event) => {
                    setValues((current) => ({
                      ...current,
                      photo: event.target.value,
                      photoPath: "",
                    }));
                  },
                })}
              </Field>
            </div>
          </Card>
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Link to={back} className={buttonStyles.secondary}>
              {t.cancel}
            </Link>
            <button type="submit" className={buttonStyles.primary} disabled={saving || uploading}>
              {saving ? t.saving : t.save}
            </button>
          </div>
        </Form>
      }

      <UnsavedDialog blocker={blocker} texts={t} />
    </div>
  );
}
