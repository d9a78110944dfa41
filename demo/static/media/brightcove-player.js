/*
 * Reference implementation of the part of the Brightcove Player (video.js) API that vb-media-player calls
 * through @brightcove/player-loader, over an HTML5 <video> of a local file, so the demo and the tests play
 * offline. Pages point the blocks here with
 * <meta name="vb-brightcove-player-url" content="/static/media/brightcove-player.js">.
 * Like the real player script it defines window.bc(element, options) and window.videojs.
 * Test ids: 4040000000000 reports error VIDEO_CLOUD_ERR_VIDEO_NOT_FOUND; 5030000000000 never gets ready;
 * 4100000000000 plays, but its largest MP4 rendition in `mediainfo.sources` is a file that is not there (a failing download).
 */
(function () {
  'use strict';
  var base = document.currentScript ? new URL('.', document.currentScript.src).href : '/static/media/';
  var VERSION = '7.0.0-reference';

  function Player(embed, options) {
    var self = this;
    var video = document.createElement('video');
    this._embed = embed;
    this._video = video;
    this._listeners = {};
    this._readies = [];
    this._ready = false;
    this._error = null;
    this.bcinfo = { PLAYER_VERSION: VERSION };
    video.className = 'vjs-tech';
    video.setAttribute('playsinline', '');
    // As in video.js, the options given to bc() win over the embed's attributes (the loader always sets `controls`).
    var given = options || {};
    video.controls = given.controls !== undefined ? Boolean(given.controls) : embed.hasAttribute('controls');
    video.muted = given.muted !== undefined ? Boolean(given.muted) : embed.hasAttribute('muted');
    video.loop = given.loop !== undefined ? Boolean(given.loop) : embed.hasAttribute('loop');
    video.preload = 'auto';
    video.title = 'Video Player';
    embed.appendChild(video);
    ['play', 'pause', 'ended', 'waiting', 'playing', 'timeupdate', 'volumechange', 'loadeddata', 'loadedmetadata'].forEach(function (type) {
      video.addEventListener(type, function () {
        self.trigger(type);
      });
    });
    var id = embed.getAttribute('data-video-id') || '';
    if (id === '5030000000000') return;
    setTimeout(function () {
      if (id === '4040000000000') {
        self._error = { code: 'VIDEO_CLOUD_ERR_VIDEO_NOT_FOUND', message: 'The video could not be found.' };
        self._isReady();
        self.trigger('error');
        return;
      }
      video.src = base + 'sample.webm';
      self.mediainfo = { id: id, sources: renditions(id) };
      self._isReady();
    }, 30);
  }
  Player.prototype._isReady = function () {
    this._ready = true;
    var readies = this._readies.splice(0);
    for (var i = 0; i < readies.length; i++) readies[i].call(this);
  };
  Player.prototype.ready = function (callback) {
    if (this._ready) setTimeout(callback.bind(this), 0);
    else this._readies.push(callback);
    return this;
  };
  Player.prototype.on = function (type, callback) {
    (this._listeners[type] = this._listeners[type] || []).push(callback);
  };
  Player.prototype.off = function (type, callback) {
    var list = this._listeners[type] || [];
    var at = list.indexOf(callback);
    if (at >= 0) list.splice(at, 1);
  };
  Player.prototype.trigger = function (type) {
    var list = (this._listeners[type] || []).slice();
    for (var i = 0; i < list.length; i++) list[i].call(this, { type: type, target: this._embed });
  };
  Player.prototype.play = function () {
    return this._video.play();
  };
  Player.prototype.pause = function () {
    this._video.pause();
  };
  Player.prototype.paused = function () {
    return this._video.paused;
  };
  Player.prototype.currentTime = function (seconds) {
    if (seconds === undefined) return this._video.currentTime;
    this._video.currentTime = seconds;
    return seconds;
  };
  Player.prototype.duration = function () {
    return Number.isFinite(this._video.duration) ? this._video.duration : 0;
  };
  Player.prototype.muted = function (value) {
    if (value === undefined) return this._video.muted;
    this._video.muted = Boolean(value);
    return this._video.muted;
  };
  Player.prototype.error = function () {
    return this._error;
  };
  Player.prototype.el = function () {
    return this._embed;
  };
  Player.prototype.dispose = function () {
    this._video.pause();
    this._video.removeAttribute('src');
    this._embed.remove();
    this._listeners = {};
  };

  // The catalog's renditions, as the real player's mediainfo.sources lists them: a stream and two MP4 sizes.
  function renditions(id) {
    return [
      { src: base + 'sample.m3u8', type: 'application/x-mpegURL', container: 'M2TS' },
      { src: base + 'sample.mp4?rendition=45p', type: 'video/mp4', container: 'MP4', size: 15000, width: 80, height: 45, avg_bitrate: 60000 },
      { src: base + (id === '4100000000000' ? 'missing.mp4' : 'sample.mp4'), type: 'video/mp4', container: 'MP4', size: 30337, width: 160, height: 90, avg_bitrate: 120000 },
      { src: base + 'sample.webm', type: 'video/webm', container: 'WEBM', size: 36539, width: 160, height: 90 },
    ];
  }

  function bc(embed, options) {
    return new Player(embed, options);
  }
  bc.VERSION = VERSION;
  window.bc = bc;
  window.videojs = { VERSION: VERSION, getPlayers: function () { return {}; } };
})();
