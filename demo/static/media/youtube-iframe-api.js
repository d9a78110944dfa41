/*
 * Reference implementation of the part of the YouTube IFrame Player API that vb-media-player calls
 * (https://developers.google.com/youtube/iframe_api_reference), over an HTML5 <video> of a local file, so the
 * demo and the tests play offline. Pages point the blocks here with
 * <meta name="vb-youtube-api" content="/static/media/youtube-iframe-api.js">.
 * Like the real script it defines window.YT and then calls window.onYouTubeIframeAPIReady.
 * Test ids: "notfound404" reports error 100 (video not found) after ready; "neverready1" never gets ready.
 */
(function () {
  'use strict';
  var base = document.currentScript ? new URL('.', document.currentScript.src).href : '/static/media/';
  var State = { UNSTARTED: -1, ENDED: 0, PLAYING: 1, PAUSED: 2, BUFFERING: 3, CUED: 5 };

  function Player(target, options) {
    var place = typeof target === 'string' ? document.getElementById(target) : target;
    var vars = options.playerVars || {};
    var events = options.events || {};
    var self = this;
    var video = document.createElement('video');
    var state = State.UNSTARTED;
    video.className = 'yt-reference-player';
    video.setAttribute('playsinline', '');
    video.controls = vars.controls !== 0;
    video.muted = vars.mute === 1;
    video.loop = vars.loop === 1;
    video.preload = 'auto';
    if (options.width) video.width = Number(options.width);
    if (options.height) video.height = Number(options.height);
    video.title = 'YouTube video player';
    place.replaceWith(video);
    this._video = video;
    this._id = options.videoId || '';

    function emit(name, data) {
      if (typeof events[name] === 'function') events[name]({ target: self, data: data });
    }
    function setState(next) {
      if (state === next) return;
      state = next;
      emit('onStateChange', next);
    }
    video.addEventListener('playing', function () {
      setState(State.PLAYING);
    });
    video.addEventListener('pause', function () {
      if (!video.ended) setState(State.PAUSED);
    });
    video.addEventListener('ended', function () {
      setState(State.ENDED);
    });
    video.addEventListener('waiting', function () {
      setState(State.BUFFERING);
    });
    this._state = function () {
      return state;
    };
    if (this._id === 'neverready1') return;
    setTimeout(function () {
      if (self._id === 'notfound404') {
        self._failed = true;
        emit('onReady');
        emit('onError', 100);
        return;
      }
      video.src = base + 'sample.webm';
      if (vars.start) video.currentTime = Number(vars.start);
      emit('onReady');
      if (vars.autoplay === 1) self.playVideo();
    }, 30);
  }

  Player.prototype.playVideo = function () {
    if (this._failed) return;
    var played = this._video.play();
    if (played && played.catch) played.catch(function () {});
  };
  Player.prototype.pauseVideo = function () {
    this._video.pause();
  };
  Player.prototype.stopVideo = function () {
    this._video.pause();
    this._video.currentTime = 0;
  };
  Player.prototype.seekTo = function (seconds) {
    this._video.currentTime = Number(seconds) || 0;
  };
  Player.prototype.mute = function () {
    this._video.muted = true;
  };
  Player.prototype.unMute = function () {
    this._video.muted = false;
  };
  Player.prototype.isMuted = function () {
    return this._video.muted;
  };
  Player.prototype.getCurrentTime = function () {
    return this._video.currentTime;
  };
  Player.prototype.getDuration = function () {
    return Number.isFinite(this._video.duration) ? this._video.duration : 0;
  };
  Player.prototype.getPlayerState = function () {
    return this._state();
  };
  Player.prototype.getIframe = function () {
    return this._video;
  };
  Player.prototype.getVideoData = function () {
    return { video_id: this._id, title: '' };
  };
  Player.prototype.destroy = function () {
    this._video.pause();
    this._video.removeAttribute('src');
    this._video.remove();
  };

  window.YT = { Player: Player, PlayerState: State, loaded: 1 };
  if (typeof window.onYouTubeIframeAPIReady === 'function') window.onYouTubeIframeAPIReady();
})();
