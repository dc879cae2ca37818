import { getFormProps, getInputProps } from "@conform-to/react";
import { ArrowLeft, ImageUp, Trash2 } from "lucide-react";
import { useRef, useState } from "react";
import { Form, Link, useNavigation } from "react-router";
import {
  buttonStyles,
  Card,
  cx,
  describedBy,
  Field,
  inputStyles,
  Options,
} from "#app/components/admin/admin-ui.tsx";
import { FormSelectField, FormTextField } from "#app/components/admin/form-fields.tsx";
import { UnsavedDialog, useUnsavedGuard } from "#app/components/admin/unsaved-guard.tsx";
import {
  describeUploadFailure,
  readUploadedImage,
  useMediaUpload,
} from "#app/components/admin/use-action-call.ts";
import { toast } from "#app/components/ui/lazy-toaster.tsx";
import { messages } from "#app/lib/staff-messages.ts";
import { type FormReplyData, useReplyEffect, useSchemaForm } from "#app/lib/use-schema-form.ts";
import {
  EMPLOYEE_STATUSES,
  type Employee,
  employeeInputSchema,
} from "#contracts/employee-schema.ts";
import { readFormError } from "#contracts/form-reply.ts";
import { MAX_PHOTO_BYTES, PHOTO_TYPES } from "#contracts/image-limits.ts";
import { DATE_MAX, DATE_MIN } from "#contracts/schema-helpers.ts";
import { EmployeeAvatar } from "./employee-avatar.tsx";

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

/** The form's fields of a stored employee (only those: the unsaved-changes check compares them). */
const fromEmployee = (employee: Employee) => ({
  name: employee.name,
  number: String(employee.number),
  position: employee.position,
  department: employee.department,
  joinDate: employee.joinDate,
  status: employee.status,
  photo: employee.photo ?? "",
  photoPath: employee.photoPath ?? "",
});

export function EmployeeFormScreen({
  employee,
  back,
  reply,
}: {
  employee: Employee | null;
  back: string;
  reply: FormReplyData;
}) {
  const navigation = useNavigation();
  const [form, fields] = useSchemaForm(employeeInputSchema, {
    id: "employee",
    lastResult: reply,
    defaultValue: employee ? fromEmployee(employee) : undefined,
  });
  const [photoError, setPhotoError] = useState<string | null>(null);
  const { upload: uploadMedia, uploading } = useMediaUpload();
  const submittingRef = useRef(false);
  const fileRef = useRef<HTMLInputElement>(null);
  const saving = navigation.state !== "idle" && navigation.formMethod === "POST";
  const blocker = useUnsavedGuard(form.dirty, submittingRef);

  // A refused save comes back with the reason per field; the typed values stay.
  useReplyEffect(reply, (answer) => {
    submittingRef.current = false;
    const message = readFormError(answer);
    if (message) toast.error(message);
  });

  const photo = typeof fields.photo.value === "string" ? fields.photo.value : "";
  const setPhoto = (url: string) => {
    form.update({ name: fields.photo.name, value: url });
    form.update({ name: fields.photoPath.name, value: url });
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
    const image = readUploadedImage(result);
    if (image) {
      setPhoto(image.url);
      setPhotoError(null);
      return;
    }
    setPhotoError(`${t.photoUploadFailed} ${describeUploadFailure(result, "")}`.trim());
  };

  const textInput = (
    field: (typeof fields)["position" | "department" | "joinDate" | "photo"],
    props: React.InputHTMLAttributes<HTMLInputElement> = {},
  ) => (
    <input
      {...getInputProps(field, { type: "text", ariaAttributes: false })}
      className={inputStyles}
      {...describedBy(field.id, field.errors?.[0])}
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
        {employee ? t.editTitle : t.createTitle}
      </h1>
      <Form
        method="post"
        {...getFormProps(form)}
        onSubmit={(event) => {
          form.onSubmit(event);
          if (!event.defaultPrevented) submittingRef.current = true;
        }}
      >
        <input {...getInputProps(fields.photoPath, { type: "hidden" })} />
        <Card className="p-5 sm:p-8">
          <div className="mb-8 flex flex-col gap-4 sm:flex-row sm:items-center">
            <EmployeeAvatar name={fields.name.value || "?"} photo={photo || null} size="lg" />
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
                    aria-describedby={photoError ? "employee-upload-error" : "employee-upload-help"}
                    onChange={(event) => {
                      const file = event.target.files?.[0];
                      if (file) void upload(file);
                    }}
                  />
                </label>
                {photo ? (
                  <button type="button" className={buttonStyles.ghost} onClick={() => setPhoto("")}>
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
              <FormTextField field={fields.name} label={t.name} />
            </div>
            <FormTextField field={fields.number} label={t.number} inputMode="numeric" />
            <FormSelectField field={fields.status} label={t.status}>
              {/* Not disabled: with no status yet, the browser shows the first option. */}
              <option value="">{t.statusPlaceholder}</option>
              <Options
                values={EMPLOYEE_STATUSES}
                label={(status) => messages.admin.employees.statusLabels[status]}
              />
            </FormSelectField>
            <Field id={fields.position.id} label={t.position} error={fields.position.errors?.[0]}>
              {textInput(fields.position)}
            </Field>
            <Field
              id={fields.department.id}
              label={t.department}
              error={fields.department.errors?.[0]}
            >
              {textInput(fields.department, { list: "employee-departments" })}
            </Field>
            <datalist id="employee-departments">
              {DEPARTMENTS.map((department) => (
                <option key={department} value={department} />
              ))}
            </datalist>
            <Field id={fields.joinDate.id} label={t.joinDate} error={fields.joinDate.errors?.[0]}>
              {textInput(fields.joinDate, {
                type: "date",
                required: true,
                min: DATE_MIN,
                max: DATE_MAX,
              })}
            </Field>
            <Field id={fields.photo.id} label={t.photoUrl} error={fields.photo.errors?.[0]}>
              {textInput(fields.photo, {
                type: "url",
                inputMode: "url",
                placeholder: "https://",
                // A typed address replaces an uploaded photo.
                onInput: () => form.update({ name: fields.photoPath.name, value: "" }),
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

      <UnsavedDialog blocker={blocker} texts={t} />
    </div>
  );
}
