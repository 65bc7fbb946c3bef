/** Account settings: profile, password, avatar, language — the English words and the shape the French must match. */
export const accountEn = {
  title: 'Account Settings',
  profileTitle: 'Profile',
  email: 'Email',
  firstName: 'First Name',
  lastName: 'Last Name',
  phoneNumber: 'Phone Number',
  language: 'Language',
  saveProfile: 'Save Profile',
  passwordTitle: 'Change Password',
  currentPassword: 'Current Password',
  newPassword: 'New Password',
  confirmPassword: 'Confirm New Password',
  changePassword: 'Change Password',
  required: 'This field is required.',
};
