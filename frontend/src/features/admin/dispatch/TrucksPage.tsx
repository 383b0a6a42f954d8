// The trucks, for an owner (decision 0184): each with the sizes it can carry (the dispatch board
// offers a stop only the trucks that carry its sizes), added here, taken out of service and back.
import { dumpsterSizeValues, type Truck, truckRequestSchema } from '@dumpster/domain';
import { type FormEvent, useState } from 'react';
import * as v from 'valibot';
import { Button } from '../../../shared/ui/Button.tsx';
import { Checkbox } from '../../../shared/ui/Checkbox.tsx';
import { TextField } from '../../../shared/ui/TextField.tsx';
import * as css from '../admin.css.ts';
import { adminApi } from '../admin-api.ts';
import { useAdminMutation, useAdminQuery } from '../admin-store.tsx';
import { sizeLabel } from '../format.ts';
import { OwnerOnly } from '../OwnerOnly.tsx';
import { refusalOf } from './stop-words.ts';

export function TrucksPage() {
  return (
    <OwnerOnly title="Trucks">
      <Trucks />
    </OwnerOnly>
  );
}

function Trucks() {
  const list = useAdminQuery(adminApi.endpoints.trucks, undefined, 'trucks');
  const [said, setSaid] = useState('');
  return (
    <>
      <title>Trucks · Back office</title>
      <h1 className={css.pageTitle}>Trucks</h1>
      <p role="status" aria-live="polite">
        {said}
      </p>
      {list.error && list.error.status !== 401 ? (
        <p role="alert" className={css.notice.error}>
          The trucks could not load: {list.error.message}
        </p>
      ) : null}
      <AddTruckForm onAdded={setSaid} />
      {list.data ? (
        <section aria-labelledby="trucks-title">
          <h2 id="trucks-title" className={css.sectionTitle}>
            Trucks ({list.data.items.length})
          </h2>
          {list.data.items.length === 0 ? <p className={css.muted}>No trucks yet.</p> : null}
          <ul className={css.plainList}>
            {list.data.items.map((truck) => (
              <li key={truck.id} className={css.panel}>
                <TruckRow truck={truck} onChanged={setSaid} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}

function TruckRow({ truck, onChanged }: { truck: Truck; onChanged: (words: string) => void }) {
  const [change, { isPending }] = useAdminMutation(adminApi.endpoints.changeTruck);
  const [failure, setFailure] = useState<string | undefined>();
  const toggle = async () => {
    setFailure(undefined);
    try {
      await change({ id: truck.id, name: truck.name, sizes: truck.sizes, inService: !truck.inService });
      onChanged(`${truck.name} is ${truck.inService ? 'out of service' : 'back in service'}.`);
    } catch (error) {
      setFailure(refusalOf(error, 'The change could not be saved.'));
    }
  };
  return (
    <>
      <p style={{ margin: 0 }}>
        <strong>{truck.name}</strong> · carries {truck.sizes.map(sizeLabel).join(', ')} ·{' '}
        {truck.inService ? 'In service' : 'Out of service'}
      </p>
      {failure ? (
        <p role="alert" className={css.notice.error}>
          {failure}
        </p>
      ) : null}
      <Button variant="outline" size="sm" isDisabled={isPending} onPress={toggle}>
        {truck.inService ? `Take ${truck.name} out of service` : `Put ${truck.name} back in service`}
      </Button>
    </>
  );
}

function AddTruckForm({ onAdded }: { onAdded: (words: string) => void }) {
  const [add, { isPending }] = useAdminMutation(adminApi.endpoints.addTruck);
  const [name, setName] = useState('');
  const [sizes, setSizes] = useState<string[]>([...dumpsterSizeValues]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = v.safeParse(truckRequestSchema, { name, sizes, inService: true });
    if (!parsed.success) {
      setErrors(
        Object.fromEntries(
          parsed.issues.map((issue) => [String(issue.path?.[0]?.key ?? 'name'), issue.message]),
        ),
      );
      return;
    }
    setErrors({});
    try {
      await add(parsed.output);
      onAdded(`${parsed.output.name} added.`);
      setName('');
    } catch (error) {
      setErrors({ name: refusalOf(error, 'The truck could not be added.') });
    }
  };
  return (
    <form onSubmit={submit} className={css.panel} aria-labelledby="add-truck-title" noValidate>
      <h2 id="add-truck-title" className={css.sectionTitle} style={{ marginTop: 0 }}>
        Add a truck
      </h2>
      <TextField
        label="Name"
        name="name"
        value={name}
        onChange={setName}
        errorMessage={errors.name}
        isRequired
      />
      <fieldset style={{ border: 'none', padding: 0, margin: '0.5rem 0' }}>
        <legend>Sizes it can carry</legend>
        <div className={css.row}>
          {dumpsterSizeValues.map((size) => (
            <Checkbox
              key={size}
              isSelected={sizes.includes(size)}
              onChange={(on) => setSizes((now) => (on ? [...now, size] : now.filter((s) => s !== size)))}
            >
              {sizeLabel(size)}
            </Checkbox>
          ))}
        </div>
        {errors.sizes ? (
          <p role="alert" className={css.notice.error}>
            {errors.sizes}
          </p>
        ) : null}
      </fieldset>
      <Button type="submit" size="sm" isDisabled={isPending}>
        Add truck
      </Button>
    </form>
  );
}
