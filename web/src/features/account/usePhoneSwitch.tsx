import { message, Modal } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { userUsePhone } from '@brokerage/contract';
import { api } from '../../api/client';
import { showSuccess } from '../../api/bridge';
import { USER_INFO_KEY } from './useUserInfo';

// Switching the outbound number (spec §5): the current one is refused with a warning, any other is
// confirmed first; afterwards user info is reloaded so every place shows the new number.
// Render `contextHolder` once where the hook is used (the confirm and the warning live in it).
export function usePhoneSwitch(current: string) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [modal, modalHolder] = Modal.useModal();
  const [messageApi, messageHolder] = message.useMessage();

  const change = useMutation({
    mutationFn: (number: string) => api(userUsePhone, { phone_number: number }),
    onSuccess: async () => {
      showSuccess(t('account.phone.success'));
      await queryClient.invalidateQueries({ queryKey: USER_INFO_KEY });
    },
  });

  const switchTo = (number: string) => {
    if (number === current) {
      void messageApi.warning(t('account.phone.same'));
      return;
    }
    void modal.confirm({
      title: t('account.phone.confirmTitle'),
      content: t('account.phone.confirm', { number }),
      // The dialog stays open (with a spinner) until the switch is done; a failure was already shown.
      onOk: () => change.mutateAsync(number).catch(() => undefined),
    });
  };

  return {
    switchTo,
    pending: change.isPending,
    contextHolder: (
      <>
        {modalHolder}
        {messageHolder}
      </>
    ),
  };
}
