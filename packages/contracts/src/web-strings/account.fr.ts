import type { accountEn } from './account.en';

/** Account settings: profile, password, avatar, language — the French words. */
export const accountFr: typeof accountEn = {
  title: 'Paramètres du compte',
  profileTitle: 'Profil',
  email: 'Courriel',
  firstName: 'Prénom',
  lastName: 'Nom',
  phoneNumber: 'Téléphone',
  language: 'Langue',
  saveProfile: 'Enregistrer le profil',
  passwordTitle: 'Changer le mot de passe',
  currentPassword: 'Mot de passe actuel',
  newPassword: 'Nouveau mot de passe',
  confirmPassword: 'Confirmer le nouveau mot de passe',
  changePassword: 'Changer le mot de passe',
  required: 'Ce champ est obligatoire.',
};
