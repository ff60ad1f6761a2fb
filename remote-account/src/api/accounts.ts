/**
 * The account calls this remote makes (spec §7 User). The session calls the host needs too
 * (logout, status refresh, client config) live in @portal/shared.
 */
import { apiPost, clientConfigStore, phoneLoginPath, refreshUserStatus, useAuth } from '@portal/shared';
import { useQuery } from '@portal/shared/query';
import type {
  BindPhoneRequest,
  LoginRequest,
  LoginResult,
  PhoneLoginRequest,
  RegisterWithNameRequest,
  ResetPasswordRequest,
  SmsCodeRequest,
  SmsCodeResult,
  UpdateInfoRequest,
  UploadAvatarResult,
  UserProfile,
} from '@portal/shared';

export const registerWithName = (request: RegisterWithNameRequest) => apiPost<LoginResult>('/user/registerWithName', { ...request });

export const loginWithName = (request: LoginRequest) => apiPost<LoginResult>('/user/login', { ...request });

/** Spec §7: loginWithPhone, or loginPhoneWithoutRegister when the server turned auto-register off. */
export const loginWithPhone = (request: PhoneLoginRequest) =>
  apiPost<LoginResult>(phoneLoginPath(clientConfigStore.getState().config), { ...request });

export const sendSmsCode = (request: SmsCodeRequest) => apiPost<SmsCodeResult>('/user/smsCode', { ...request });

export const resetPassword = (request: ResetPasswordRequest) => apiPost<null>('/user/resetPassword', { ...request });

export const bindPhone = (request: BindPhoneRequest) => apiPost<UserProfile>('/user/bind', { ...request });

export const updateInfo = (request: UpdateInfoRequest) => apiPost<UserProfile>('/user/center/updateInfo', { ...request });

export function uploadAvatar(file: File): Promise<UploadAvatarResult> {
  const form = new FormData();
  form.append('file', file);
  return apiPost<UploadAvatarResult>('/user/center/uploadAvatar', form);
}

/**
 * The user status (avatar, X钻, membership), read again each time a page that shows it opens;
 * the answer goes into the auth store (refreshUserStatus), which the page and the header read.
 */
export function useUserStatus() {
  const uid = useAuth((s) => s.account.uid);
  return useQuery({
    queryKey: ['account', 'status', uid],
    queryFn: refreshUserStatus,
    enabled: uid !== '',
    staleTime: 0,
    gcTime: 0,
  });
}
