import { type FormEvent, useState } from 'react';
import { Button, formatYuan, images, PageLoading, StatePanel, toast, useNavigate, useAuth, useSearchParams } from '@portal/shared';
import { TextField } from '@portal/shared/page-ui';
import { checkRealName, checkResidentId } from '@portal/shared/rules';
import { errorMessage, useFormMutation, useQueryClient, withQueryClient } from '@portal/shared/query';
import type { RealNameStatus } from '@portal/shared/types';
import { realNameKeys, useRealNameStatus, verifyRealName } from '../api/realname';
import { AuthCard, FormError } from '../components/auth-card';
import { safeRedirect } from '../hooks/use-after-login';
import '../components/realname/realname.css';

const BAND_TEXT: Record<RealNameStatus['spending']['band'], string> = {
  unverified: '未实名认证：不能充值和消费',
  under8: '未满8周岁：不能充值和消费',
  under16: '8周岁以上未满16周岁：单次不超过¥50，每月累计不超过¥200',
  under18: '16周岁以上未满18周岁：单次不超过¥100，每月累计不超过¥400',
  adult: '已成年：不受未成年人支付限制',
};

/** 已实名: the masked identity and, for minors, this month's limits and what is left. */
function VerifiedCard({ status, back }: { status: RealNameStatus; back: string | null }) {
  const navigate = useNavigate();
  const { spending } = status;
  const minor = spending.band !== 'adult';
  return (
    <section className="pa-realname" data-testid="realname-verified">
      <div className="pa-realname__badge">
        <span className="pa-realname__tick" aria-hidden="true">
          ✓
        </span>
        <div>
          <h1>已实名</h1>
          <p>实名信息已提交并通过认证，不可修改</p>
        </div>
      </div>
      <dl className="pa-realname__facts">
        <div>
          <dt>姓名</dt>
          <dd data-testid="realname-masked-name">{status.maskedName}</dd>
        </div>
        <div>
          <dt>出生年月</dt>
          <dd>{status.birthMonth?.replace('-', ' 年 ')} 月</dd>
        </div>
        <div>
          <dt>支付规则</dt>
          <dd data-testid="realname-band">{BAND_TEXT[spending.band]}</dd>
        </div>
        {minor && spending.perMonthCents !== null ? (
          <div>
            <dt>本月额度</dt>
            <dd data-testid="realname-month">
              已充值 {formatYuan(spending.spentThisMonthCents)}，剩余 {formatYuan(spending.leftThisMonthCents ?? 0)}
            </dd>
          </div>
        ) : null}
      </dl>
      {minor ? <p className="pa-realname__note">未成年人仅可在周五、周六、周日和法定节假日的20:00—21:00进行游戏</p> : null}
      {back ? (
        <Button className="pa-realname__back" onClick={() => navigate(back, { replace: true })} data-testid="realname-continue">
          {back.startsWith('/recharge') ? '返回继续充值' : '返回继续'}
        </Button>
      ) : null}
    </section>
  );
}

/** The form: name and ID as on the card, checked here (check digit) before the server sees them. */
function RealNameForm({ onVerified }: { onVerified: (status: RealNameStatus) => void }) {
  const [name, setName] = useState('');
  const [idNumber, setIdNumber] = useState('');
  const [errors, setErrors] = useState<{ name?: string | null; idNumber?: string | null }>({});
  const { run, submitting, error } = useFormMutation(async () => {
    const status = await verifyRealName({ name: name.trim(), idNumber });
    toast.success('实名认证成功');
    onVerified(status);
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const id = checkResidentId(idNumber);
    const found = { name: checkRealName(name), idNumber: id.ok ? null : id.message };
    setErrors(found);
    if (!found.name && !found.idNumber) void run();
  };

  return (
    <AuthCard title="实名认证" subtitle="根据国家规定，游戏充值和消费前需完成实名认证。未成年人的支付金额和游戏时间将受到限制。">
      <form onSubmit={submit} noValidate data-testid="realname-form">
        <TextField
          label="真实姓名"
          name="realname"
          autoComplete="name"
          placeholder="与身份证上的姓名一致"
          value={name}
          maxLength={30}
          error={errors.name}
          onChange={(event) => setName(event.target.value)}
          data-testid="realname-name"
        />
        <TextField
          label="身份证号"
          name="idnumber"
          autoComplete="off"
          inputMode="text"
          placeholder="18 位居民身份证号"
          value={idNumber}
          maxLength={22}
          error={errors.idNumber}
          onChange={(event) => setIdNumber(event.target.value)}
          data-testid="realname-id"
        />
        <FormError message={error} />
        <Button type="submit" className="pa-auth__submit" disabled={submitting} data-testid="realname-submit">
          {submitting ? '认证中…' : '提交认证'}
        </Button>
        <p className="pa-realname__privacy">我们只保存脱敏后的姓名（如 张**）、出生日期和身份证号的加密摘要，不保存身份证号原文。</p>
      </form>
    </AuthCard>
  );
}

/** /realname: verify, or see one's verification and limits (reached from 个人中心, 充值 and a refused payment). */
function RealNamePage() {
  const client = useQueryClient();
  const [params] = useSearchParams();
  const redirect = params.get('redirect');
  const back = redirect ? safeRedirect(redirect) : null;
  const uid = useAuth((s) => s.account.uid);
  const status = useRealNameStatus();

  if (status.isPending) return <PageLoading />;
  if (status.isError) {
    return (
      <StatePanel
        tone="error"
        image={images.unavailable}
        title="实名信息加载失败"
        description={errorMessage(status.error, '网络异常，请稍后重试')}
        action={<Button onClick={() => void status.refetch()}>重试</Button>}
      />
    );
  }
  if (status.data.verified) return <VerifiedCard status={status.data} back={back && back !== '/' ? back : null} />;
  return <RealNameForm onVerified={(next) => client.setQueryData(realNameKeys.status(uid), next)} />;
}

export default withQueryClient(RealNamePage);
