import { DateInput, maxLength, minValue, NumberInput, ReferenceInput, required, SelectInput, SimpleForm, TextInput } from 'react-admin';
import { CatalogueImageInput } from '../../lib/image-input';
import { MoneyInput } from '../../lib/money';

/**
 * The fields of a gift card product (create and edit; docs/operator-guide.md#gift-cards): its gift
 * card area, the price in dollars (stored as cents), the largest amount for a custom-amount card
 * (empty: a fixed amount), the sell window (venue dates, inclusive; empty: open), the image (products
 * with the same image form one group in the storefront) and the order in its area.
 */
export function GiftCardProductForm() {
  return (
    <SimpleForm defaultValues={{ maxPriceCents: null, sellFrom: null, sellTill: null, imageUrl: null, sortOrder: 0 }}>
      <TextInput source="name" validate={[required(), maxLength(100)]} />
      <ReferenceInput source="displayAreaId" reference="display-areas" filter={{ areaType: 'giftcard' }}>
        <SelectInput label="Gift card area" optionText="areaName" validate={required()} />
      </ReferenceInput>
      <MoneyInput
        source="priceCents"
        label="Price ($)"
        helperText="The amount; the smallest one for a custom amount."
        validate={[required(), minValue(100)]}
      />
      <MoneyInput
        source="maxPriceCents"
        label="Largest amount ($)"
        helperText="Empty: a fixed amount. Set: the visitor chooses an amount up to it."
      />
      <DateInput source="sellFrom" label="Sell from" helperText="Venue date; empty: already on sale." />
      <DateInput source="sellTill" label="Sell until" helperText="Venue date, inclusive; empty: no end." />
      <CatalogueImageInput
        source="imageUrl"
        label="Image"
        helperText="Products with the same image are one group (the amount drop-down)."
      />
      <NumberInput source="sortOrder" label="Order" />
    </SimpleForm>
  );
}
