// Change-password fields: old password (loginPassword, only when none is held), new password (shared
// password rule), confirmation (required 'Enter password', must match 'Confirmation password not matched').
import type { FieldDef } from './field-view.tsx';

/** The fields; `askOld` adds the old-password field. */
export function changePasswordFields(askOld: boolean): FieldDef[] {
  return [
    { name: 'username', label: 'login_username', type: 'text', readOnly: true, autocomplete: 'username' },
    ...(askOld
      ? [
          {
            name: 'oldPassword',
            label: 'cp_old_password',
            type: 'password',
            required: true,
            rule: 'loginPassword',
            autocomplete: 'current-password',
          },
        ]
      : []),
    {
      name: 'newPassword',
      label: 'cp_new_password',
      type: 'password',
      required: true,
      rule: 'password',
      autocomplete: 'new-password',
      placeholder: 'reg_password_ph',
      ...(askOld ? { differsFrom: 'oldPassword', differMessage: 'password_same_as_old' } : {}),
    },
    {
      name: 'confirmNewPassword',
      label: 'cp_confirm_password',
      type: 'password',
      required: true,
      requiredMessage: 'in_incorrect_password',
      matches: 'newPassword',
      matchMessage: 'in_confirmation_correct',
      autocomplete: 'new-password',
    },
  ];
}
