import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Skeleton from '@mui/material/Skeleton';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { professionalCatalogue, type PermissionMap } from '@clinica/contracts/permissions';
import { showSaveError } from '../../../lib/form-errors';
import { notify } from '../../../lib/notify';
import { getPermissions, putPermissions } from '../api/team';
import { configurationsKeys } from '../keys';

type Entry = (typeof professionalCatalogue)[number];

function allowed(map: PermissionMap | undefined, entry: Entry): boolean {
  return map?.[entry.resource]?.[entry.action] ?? entry.default;
}

/** A professional's permissions: one switch per catalogue entry, saved as it is switched (only that entry is sent). */
export function PermissionsEditor({ userId, name }: { userId: string; name: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const key = configurationsKeys.permissions(userId);
  const current = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => getPermissions(userId, signal),
    select: (data) => data.permissions,
  });
  const change = useMutation({
    mutationFn: ({ entry, value }: { entry: Entry; value: boolean }) =>
      putPermissions(userId, { [entry.resource]: { [entry.action]: value } }),
    onMutate: async ({ entry, value }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<{ user_id: string; permissions: PermissionMap }>(key);
      if (previous) {
        queryClient.setQueryData(key, {
          ...previous,
          permissions: {
            ...previous.permissions,
            [entry.resource]: { ...previous.permissions[entry.resource], [entry.action]: value },
          },
        });
      }
      return { previous };
    },
    onSuccess: (saved) => {
      queryClient.setQueryData(key, saved);
      notify(t('configurations.team.permissionsSaved'), 'success', 'permissions-saved');
    },
    onError: (error, _vars, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
      showSaveError(error, t);
    },
  });

  return (
    <section aria-labelledby="permissions-title">
      <Typography variant="subtitle1" component="h3" id="permissions-title" sx={{ fontWeight: 600 }}>
        {t('configurations.team.permissionsTitle')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('configurations.team.permissionsHint', { name })}
      </Typography>
      {current.isPending ? (
        <Skeleton variant="rounded" height={240} aria-label={t('app.loading')} />
      ) : (
        <FormGroup>
          {professionalCatalogue.map((entry) => (
            <FormControlLabel
              key={`${entry.resource}:${entry.action}`}
              control={
                <Switch
                  checked={allowed(current.data, entry)}
                  onChange={(event) => change.mutate({ entry, value: event.target.checked })}
                />
              }
              label={t(`configurations.permissions.${entry.resource}.${entry.action}`)}
            />
          ))}
        </FormGroup>
      )}
    </section>
  );
}
