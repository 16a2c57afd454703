/**
 * The product options dialog (spec 02 §2.12 item 5, §5 "Food"): image, name and description;
 * each required option as a single-choice drop-down ('None' or one product, its price added when
 * above zero) marked '(Required)'; each optional option as an expandable panel of checkboxes; a
 * multi-line notes field with the configured label when the product takes notes; the total
 * (product plus chosen options, times the quantity, under ShowOrderItemPriceAs) and a quantity
 * stepper from 1 to 50; 'Cancel' and 'Add to cart', or 'Save' when editing a cart line. The
 * confirm button is disabled until every required option is chosen.
 */
import type { MenuProduct, OptionProduct } from '@gt/contract/food';
import { MAX_PRODUCT_NOTES } from '@gt/contract/plain-rules';
import { FOOD_QUANTITY, orderItemProblem, type OrderItem, type OrderLine, type OrderLineChoice } from '@gt/domain/food-cart';
import { shownFoodPrice } from '@gt/domain/food-pricing';
import { messages } from '@gt/domain/messages';
import { formatMoney, toCents } from '@gt/domain/money';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { QuantityStepper } from '../../../components/quantity-stepper';
import { usePublicConfig } from '../../../lib/public-config';
import { chosenOptions, priceFoodItem } from '../../../lib/use-food-order';
import { FoodImage } from './order-menu-page';

export interface ProductOptionsDialogProps {
  product: MenuProduct;
  /** The cart line being edited ('Save'), or undefined to add ('Add to cart'). */
  editing?: OrderLine;
  onClose(): void;
  /** Called with an item that passed the rules; a refusal's text keeps the dialog open and is shown. */
  onConfirm(item: OrderItem): string | null;
}

/** The choices the dialog starts from: the edited line's, else the optional choices marked IsSelected. */
function initialChoices(product: MenuProduct, editing: OrderLine | undefined): OrderLineChoice[] {
  if (editing) return editing.Options;
  return product.Options.filter((o) => !o.IsRequired).flatMap((o) => o.Products.filter((p) => p.IsSelected).map((p) => ({ OptionID: o.OptionID, ProductID: p.ProductID })));
}

export function ProductOptionsDialog({ product, editing, onClose, onConfirm }: ProductOptionsDialogProps) {
  const config = usePublicConfig();
  const [choices, setChoices] = useState(() => initialChoices(product, editing));
  const [notes, setNotes] = useState(editing?.ProductNotes ?? '');
  const [quantity, setQuantity] = useState(editing?.Quantity ?? 1);
  const [error, setError] = useState<string | null>(null);
  const taxes = product.Taxes.map((t) => ({ included: t.TaxIncluded, percentage: t.TaxPercentage }));
  const money = (cents: number) => formatMoney(cents, config.Currency);
  const label = (p: OptionProduct) => {
    const cents = shownFoodPrice(toCents(p.Price), taxes, config.ShowOrderItemPriceAs);
    return cents > 0 ? `${p.ProductName} (+${money(cents)})` : p.ProductName;
  };
  const groups = product.Options.map((o) => ({ OptionID: o.OptionID, IsRequired: o.IsRequired, ProductIDs: o.Products.map((p) => p.ProductID) }));
  const requiredMissing = orderItemProblem(groups, { Quantity: 1, Options: choices }) === 'required-option';
  const total = priceFoodItem(product, chosenOptions(product, choices), quantity, config.ShowOrderItemPriceAs).lineCents;
  const without = (optionId: number) => choices.filter((c) => c.OptionID !== optionId);

  function confirm() {
    const item = { ProductID: product.ProductID, Quantity: quantity, ProductNotes: notes, Options: choices };
    const problem = orderItemProblem(groups, item);
    if (problem) return setError(problem === 'quantity' ? messages.selectQuantity : messages.selectRequiredOptionFirst);
    const refusal = onConfirm(item);
    if (refusal) setError(refusal);
    else onClose();
  }

  return (
    <Dialog open onClose={onClose} aria-labelledby="options-title" fullWidth maxWidth="sm">
      <DialogTitle id="options-title">{product.ProductName}</DialogTitle>
      <DialogContent dividers>
        <Box sx={{ mb: 2, borderRadius: 1, overflow: 'hidden' }}>
          <FoodImage src={product.ProductImageURL} height={120} />
        </Box>
        <Typography sx={{ mb: 2 }}>{product.ProductDescription}</Typography>
        {product.Options.filter((o) => o.IsRequired).map((o) => (
          <TextField
            key={o.OptionID}
            select
            fullWidth
            required
            sx={{ mb: 2 }}
            label={`${o.OptionName} (Required)`}
            value={String(choices.find((c) => c.OptionID === o.OptionID)?.ProductID ?? '')}
            onChange={(e) => setChoices([...without(o.OptionID), ...(e.target.value === '' ? [] : [{ OptionID: o.OptionID, ProductID: Number(e.target.value) }])])}
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          >
            <MenuItem value="">None</MenuItem>
            {o.Products.map((p) => (
              <MenuItem key={p.ProductID} value={String(p.ProductID)}>
                {label(p)}
              </MenuItem>
            ))}
          </TextField>
        ))}
        {product.Options.filter((o) => !o.IsRequired).map((o) => (
          <Accordion key={o.OptionID} disableGutters variant="outlined" sx={{ mb: 2 }}>
            <AccordionSummary expandIcon={<ExpandMore />} aria-controls={`option-${o.OptionID}`} id={`option-${o.OptionID}-summary`}>
              {o.OptionName}
            </AccordionSummary>
            <AccordionDetails id={`option-${o.OptionID}`}>
              <FormGroup aria-label={o.OptionName}>
                {o.Products.map((p) => {
                  const checked = choices.some((c) => c.OptionID === o.OptionID && c.ProductID === p.ProductID);
                  return (
                    <FormControlLabel
                      key={p.ProductID}
                      label={label(p)}
                      control={
                        <Checkbox
                          checked={checked}
                          onChange={() =>
                            setChoices(checked ? choices.filter((c) => !(c.OptionID === o.OptionID && c.ProductID === p.ProductID)) : [...choices, { OptionID: o.OptionID, ProductID: p.ProductID }])
                          }
                        />
                      }
                    />
                  );
                })}
              </FormGroup>
            </AccordionDetails>
          </Accordion>
        ))}
        {product.GetProductNotes && (
          <TextField fullWidth multiline minRows={2} sx={{ mb: 2 }} label={config.Headings.ProductNotes} value={notes} onChange={(e) => setNotes(e.target.value)} slotProps={{ htmlInput: { maxLength: MAX_PRODUCT_NOTES } }} />
        )}
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 2 }}>
          <QuantityStepper label={product.ProductName} value={quantity} min={FOOD_QUANTITY.min} max={FOOD_QUANTITY.max} onChange={setQuantity} />
          <Typography variant="h3" component="p" aria-live="polite">
            Total {money(total)}
          </Typography>
        </Box>
        {error && (
          <Alert severity="error" sx={{ mt: 2 }} onClose={() => setError(null)}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" disabled={requiredMissing} onClick={confirm}>
          {editing ? 'Save' : 'Add to cart'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
