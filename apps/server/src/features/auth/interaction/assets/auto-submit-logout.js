/* global document */
// Confirms the sign-out the person already asked for in the app, so no second click is needed.
(function () {
  var form = document.getElementById('op.logoutForm');
  if (!form) return;
  var confirm = document.createElement('input');
  confirm.type = 'hidden';
  confirm.name = 'logout';
  confirm.value = 'yes';
  form.appendChild(confirm);
  form.submit();
})();
