// Containers by number, for an owner (decision 0183): every box, where it is and for how many
// days, those out past their booking's pickup date first and marked; adding one under its painted
// number, sending one to repair and back, retiring one. The size's units follow on the server.
import {
  type AddContainerRequest,
  addContainerRequestSchema,
  type ContainerCondition,
  type ContainerView,
  containerConditionLabels,
  dumpsterSizeValues,
} from '@dumpster/domain';
import { type FormEvent, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import * as v from 'valibot';
import { Button } from '../../../shared/ui/Button.tsx';
import { NativeSelect } from '../../../shared/ui/NativeSelect.tsx';
import { TextField } from '../../../shared/ui/TextField.tsx';
import * as css from '../admin.css.ts';
import { adminApi } from '../admin-api.ts';
import { adminPages } from '../admin-paths.ts';
import { useAdminMutation, useAdminQuery } from '../admin-store.tsx';
import { dateLabel, sizeLabel } from '../format.ts';
import { OwnerOnly } from '../OwnerOnly.tsx';
import { refusalOf } from './stop-words.ts';

export function ContainersPage() {
  return (
    <OwnerOnly title="Containers">
      <Containers />
    </OwnerOnly>
  );
}

function Containers() {
  const list = useAdminQuery(adminApi.endpoints.containers, undefined, 'containers');
  const [said, setSaid] = useState('');
  const out = list.data?.items.filter((item) => item.outPastPickup).length ?? 0;
  return (
    <>
      <title>Containers · Back office</title>
      <h1 className={css.pageTitle}>Containers</h1>
      <p role="status" aria-live="polite">
        {said}
      </p>
      {list.error && list.error.status !== 401 ? (
        <p role="alert" className={css.notice.error}>
          The containers could not load: {list.error.message}
        </p>
      ) : null}
      <AddContainerForm onAdded={setSaid} />
      {list.data ? (
        <section aria-labelledby="containers-title">
          <h2 id="containers-title" className={css.sectionTitle}>
            Every container ({list.data.items.length}), {out} out past the pickup date
          </h2>
          <ul className={css.plainList}>
            {list.data.items.map((item) => (
              <li key={item.id} className={`${css.panel} ${item.outPastPickup ? css.notice.error : ''}`}>
                <ContainerRow item={item} onChanged={setSaid} />
              </li>
            ))}
          </ul>
        </section>
      ) : list.isLoading ? (
        <p className={css.muted}>Loading the containers…</p>
      ) : null}
    </>
  );
}

function ContainerRow({ item, onChanged }: { item: ContainerView; onChanged: (words: string) => void }) {
  const [change, { isPending }] = useAdminMutation(adminApi.endpoints.changeContainerCondition);
  const [failure, setFailure] = useState<string | undefined>();
  const to = async (condition: ContainerCondition) => {
    setFailure(undefined);
    try {
      await change({ id: item.id, condition });
      onChanged(`Container ${item.number} is now ${containerConditionLabels[condition].toLowerCase()}.`);
    } catch (error) {
      setFailure(refusalOf(error, 'The change could not be saved.'));
    }
  };
  return (
    <>
      <p style={{ margin: 0 }}>
        <strong>Container {item.number}</strong> · {sizeLabel(item.size)} ·{' '}
        {containerConditionLabels[item.condition]}
      </p>
      <p style={{ margin: '0.25rem 0' }}>
        {item.bookingId ? (
          <>
            At{' '}
            <RouterLink to={adminPages.booking(item.bookingId)} className={css.link}>
              {item.bookingReference}
            </RouterLink>
            , {item.address} since {dateLabel(item.since)} ({item.daysThere} days)
            {item.pickupDate ? ` · pickup ${dateLabel(item.pickupDate)}` : ''}
            {item.outPastPickup ? <strong> · Out past its pickup date</strong> : null}
          </>
        ) : (
          <>
            In the yard since {dateLabel(item.since)} ({item.daysThere} days)
          </>
        )}
      </p>
      {failure ? (
        <p role="alert" className={css.notice.error}>
          {failure}
        </p>
      ) : null}
      {item.condition === 'retired' ? null : (
        <div className={css.row}>
          {item.condition === 'in_service' ? (
            <Button variant="outline" size="sm" isDisabled={isPending} onPress={() => to('repair')}>
              Send {item.number} to repair
            </Button>
          ) : (
            <Button variant="outline" size="sm" isDisabled={isPending} onPress={() => to('in_service')}>
              Put {item.number} back in service
            </Button>
          )}
          <Button variant="outline" size="sm" isDisabled={isPending} onPress={() => to('retired')}>
            Retire {item.number}
          </Button>
        </div>
      )}
    </>
  );
}

function AddContainerForm({ onAdded }: { onAdded: (words: string) => void }) {
  const [add, { isPending }] = useAdminMutation(adminApi.endpoints.addContainer);
  const [number, setNumber] = useState('');
  const [size, setSize] = useState<string>(dumpsterSizeValues[0]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = v.safeParse(addContainerRequestSchema, { number, size });
    if (!parsed.success) {
      setErrors(
        Object.fromEntries(
          parsed.issues.map((issue) => [String(issue.path?.[0]?.key ?? 'number'), issue.message]),
        ),
      );
      return;
    }
    setErrors({});
    try {
      await add(parsed.output as AddContainerRequest);
      onAdded(`Container ${parsed.output.number} added to the yard, in service.`);
      setNumber('');
    } catch (error) {
      setErrors({ number: refusalOf(error, 'The container could not be added.') });
    }
  };
  return (
    <form onSubmit={submit} className={css.panel} aria-labelledby="add-container-title" noValidate>
      <h2 id="add-container-title" className={css.sectionTitle} style={{ marginTop: 0 }}>
        Add a container
      </h2>
      <div className={css.row}>
        <TextField
          label="Painted number"
          name="number"
          value={number}
          onChange={setNumber}
          errorMessage={errors.number}
          isRequired
        />
        <NativeSelect
          label="Size"
          name="size"
          value={size}
          onChange={setSize}
          options={dumpsterSizeValues.map((value) => ({ value, label: sizeLabel(value) }))}
        />
        <Button type="submit" size="sm" isDisabled={isPending}>
          Add container
        </Button>
      </div>
    </form>
  );
}
