/** A menu product's details (spec 02 §2.12 item 4): name and description, and 'Close'. */
import type { MenuProduct } from '@gt/contract/food';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

export function ProductDetailsDialog({ product, onClose }: { product: MenuProduct | null; onClose(): void }) {
  return (
    <Dialog open={product !== null} onClose={onClose} aria-labelledby="product-details-title" aria-describedby="product-details-text">
      <DialogTitle id="product-details-title">{product?.ProductName}</DialogTitle>
      <DialogContent>
        <DialogContentText id="product-details-text">{product?.ProductDescription}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}
