/** The operator roles as react-admin choices (docs/architecture.md#operators-and-the-back-office). */
export const ROLE_CHOICES = [
  { id: 'admin', name: 'Admin (everything)' },
  { id: 'box_office', name: 'Box office' },
  { id: 'door', name: 'Door' },
  { id: 'kitchen', name: 'Kitchen' },
];
