import { useState, type FormEvent } from 'react';
import { Button, SEX_LABELS, authStore, toast, type UserProfile } from '@portal/shared';
import { TextField } from '@portal/shared/page-ui';
import { checkAge, checkDisplayName } from '@portal/shared/rules';
import { updateInfo } from '../../api/accounts';
import { useFormMutation } from '@portal/shared/query';
import { FormError } from '../auth-card';

/** Edit name, sex and age. */
export function ProfileForm({ profile }: { profile: UserProfile }) {
  const [name, setName] = useState(profile.name);
  const [sex, setSex] = useState(profile.sex);
  const [age, setAge] = useState(profile.age ? String(profile.age) : '');
  const [errors, setErrors] = useState<Record<string, string | null>>({});
  // A verified player's age is their ID's (player protection): shown, not edited.
  const ageFromId = !profile.needRealName;
  const { run, submitting, error } = useFormMutation(async () => {
    const updated = await updateInfo(ageFromId ? { name: name.trim(), sex } : { name: name.trim(), sex, age: age ? Number(age) : 0 });
    authStore.getState().setStatus(updated);
    authStore.getState().setAccount({ ...authStore.getState().account, name: updated.name, sex: updated.sex, age: updated.age });
    toast.success('资料已保存');
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = { name: checkDisplayName(name), age: age && !ageFromId ? checkAge(Number(age)) : null };
    setErrors(found);
    if (!found.name && !found.age) void run();
  };

  return (
    <form className="pa-user__form" onSubmit={submit} noValidate data-testid="profile-form">
      <TextField
        label="昵称"
        name="name"
        maxLength={12}
        value={name}
        onChange={(e) => setName(e.target.value)}
        error={errors.name ?? null}
      />
      <div className="pt-field">
        <span className="pt-field__label">性别</span>
        <div className="pa-user__sex" role="radiogroup" aria-label="性别">
          {[1, 2, 0].map((value) => (
            <label key={value} className={sex === value ? 'is-checked' : ''}>
              <input type="radio" name="sex" value={value} checked={sex === value} onChange={() => setSex(value)} />
              {SEX_LABELS[value]}
            </label>
          ))}
        </div>
      </div>
      <TextField
        label="年龄"
        name="age"
        inputMode="numeric"
        maxLength={3}
        placeholder="选填"
        value={age}
        readOnly={ageFromId}
        hint={ageFromId ? '已实名认证，年龄按身份证出生日期计算' : undefined}
        onChange={(e) => setAge(e.target.value.replace(/\D/g, ''))}
        error={errors.age ?? null}
      />
      <FormError message={error} />
      <Button type="submit" disabled={submitting}>
        {submitting ? '保存中…' : '保存资料'}
      </Button>
    </form>
  );
}
