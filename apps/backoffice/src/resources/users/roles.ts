/** The operator roles as react-admin choices (DESIGN.md "Identity and operators"). */
export const ROLE_CHOICES = [
  { id: 'admin', name: 'Admin (everything)' },
  { id: 'box_office', name: 'Box office' },
  { id: 'door', name: 'Door' },
  { id: 'kitchen', name: 'Kitchen' },
];
