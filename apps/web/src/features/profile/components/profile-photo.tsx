import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Me } from '@clinica/contracts/auth';
import { PhotoPicker } from '../../../components/photo-picker';
import { notify } from '../../../lib/notify';
import { meQueryKey } from '../../../lib/me-api';
import { setUser } from '../../../lib/session';
import { updateProfilePhoto } from '../api/update-me';

export function ProfilePhoto({ user }: { user: Me }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const name = `${user.first_name} ${user.surname}`.trim();

  const save = async (imageFileId: string | null, messageKey: string) => {
    const me = await updateProfilePhoto(imageFileId);
    queryClient.setQueryData(meQueryKey, me);
    setUser(me);
    notify(t(messageKey), 'success');
  };

  // The server answers its default picture's URL when the user has none.
  const ownPhoto = user.image && !user.image.endsWith('/default-avatar.svg') ? user.image : null;

  return (
    <PhotoPicker
      image={ownPhoto}
      alt={t('profile.photoAlt', { name })}
      onUploaded={(photo) => save(photo.id, 'profile.photoUpdated')}
      onRemove={() => save(null, 'profile.photoRemoved')}
    />
  );
}
